// Over 300 lines: one editing state (form, JSON, review flags, preview, save) that every tab shares.
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, Grid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { JsonEditor, type JsonData } from 'json-edit-react';
import { useTranslation } from 'react-i18next';
import type { Resume, UpdateResumeBody } from '@tailor/contract';
import { LeaveDialog } from '../../../components/ui/leave-dialog.tsx';
import { SaveBar } from '../../../components/ui/save-bar.tsx';
import { useUnsavedGuard } from '../../../hooks/use-unsaved-guard.ts';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { updateResume } from '../api/update-resume.ts';
import { cleanResume, isRecord, sectionSpecs, type ResumeObject } from '../form/model.ts';
import { flagIndex, initialKeys, reviewedAtOf, uncertainFieldsOf } from '../form/review.ts';
import { editorTheme, JSON_EDITOR_DEFAULTS, parseResumeData } from '../resume-data.ts';
import { ResumeForm, type FormValue } from './resume-form.tsx';
import { fieldId } from './resume-form-fields.tsx';
import { ReviewBanner } from './review-banner.tsx';
import { ResumePreview } from './resume-preview.tsx';

const sectionKeys = sectionSpecs.map((s) => s.key);

export interface ResumeEditorProps {
  resume: Resume;
  /** After a successful save (navigate away). */
  onSaved: () => void;
  onCancel: () => void;
}

/** The review fields of an answer, when it carries them, to copy into the list's summary. */
const reviewFieldsOf = (resume: Resume): Record<string, unknown> => {
  const reviewed = reviewedAtOf(resume);
  return reviewed === undefined ? {} : { reviewed_at: reviewed };
};

/** The section (accordion item) a flag's pointer belongs to. */
const sectionOfPath = (path: string): string => path.split('/')[1] ?? 'basics';

/**
 * The resume as a form (with the raw JSON as an advanced tab) beside a live preview. After an
 * upload, the fields the reader was unsure of are highlighted until the user says they look right.
 */
export function ResumeEditor({ resume, onSaved, onCancel }: ResumeEditorProps) {
  const { t } = useTranslation('resumes');
  const narrow = useMediaQuery('(max-width: 61.99em)');
  const [title, setTitle] = useState(resume.title);
  const [initial] = useState(() => parseResumeData(resume.resume_json));
  const [value, setValue] = useState<FormValue>(() => {
    const data = initial.data as ResumeObject;
    return { data, keys: initialKeys(data, sectionKeys) };
  });
  const [saved, setSaved] = useState(() => ({ title: resume.title, json: JSON.stringify(initial.data) }));
  const [error, setError] = useState<string | null>(initial.ok ? null : t('errors:resumes.parseResume'));
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState<'save' | 'review' | null>(null);
  const [reviewedAt, setReviewedAt] = useState(() => reviewedAtOf(resume));
  const [tab, setTab] = useState<string>('form');
  const uncertain = useMemo(() => uncertainFieldsOf(resume), [resume]);
  // Highlights are for the review: once the user confirmed the data they stay out of the way.
  const reviewing = reviewedAt === null;
  const flags = useMemo(() => flagIndex(reviewing ? uncertain : []), [reviewing, uncertain]);
  const [opened, setOpened] = useState<string[]>(() => [
    'basics',
    ...new Set(uncertain.map((f) => sectionOfPath(f.path)).filter((s) => s !== 'basics')),
  ]);

  const json = JSON.stringify(value.data);
  const dirty = json !== saved.json || title !== saved.title;
  const leaving = useRef(false);

  const blocker = useUnsavedGuard(dirty, leaving);

  const jumpTo = (path: string) => {
    const section = sectionOfPath(path);
    setTab('form');
    setOpened((o) => (o.includes(section) ? o : [...o, section]));
    // The section renders its fields on the next frame; then focus the field (or the entry's first one).
    requestAnimationFrame(() => {
      const target =
        document.getElementById(fieldId(path)) ??
        document.querySelector<HTMLElement>(`[id^="${fieldId(path)}_"]`);
      target?.focus();
      target?.scrollIntoView({ block: 'center' });
    });
  };

  const persist = async (mode: 'save' | 'review'): Promise<Resume | null> => {
    if (title.trim() === '') {
      setError(t('validation.titleRequired'));
      return null;
    }
    setError(null);
    setSaving(mode);
    try {
      const body: UpdateResumeBody & { reviewed?: true } = {
        title: title.trim(),
        resume_json: JSON.stringify(cleanResume(value.data)),
      };
      if (mode === 'review') body.reviewed = true;
      const updated = await updateResume(resume.uuid, body);
      const state = useAppState.getState();
      state.setCurrentResume(updated);
      state.setResumes(
        state.resumes.map((r) =>
          r.uuid === updated.uuid
            ? { ...r, title: updated.title, updated_at: updated.updated_at, ...reviewFieldsOf(updated) }
            : r,
        ),
      );
      return updated;
    } catch (err) {
      // The server names the first bad path of the data in its detail.
      const message =
        err instanceof ApiClientError && err.detail
          ? err.detail
          : err instanceof Error && !(err instanceof ApiClientError)
            ? err.message
            : t('errors:resumes.updateResume');
      setError(message);
      return null;
    } finally {
      setSaving(null);
    }
  };

  const save = async () => {
    const updated = await persist('save');
    if (!updated) return;
    useAppState.getState().setAlert({ type: 'success', message: t('editor.saved') });
    leaving.current = true;
    onSaved();
  };

  const confirmReview = async () => {
    const updated = await persist('review');
    if (!updated) return;
    setSaved({ title: title.trim(), json: JSON.stringify(value.data) });
    setTitle(title.trim());
    // Before the server records reviews, an answer without the field still ends the review here.
    setReviewedAt(reviewedAtOf(updated) ?? new Date().toISOString());
    useAppState.getState().setAlert({ type: 'success', message: t('review.done') });
  };

  const form = (
    <ResumeForm value={value} onChange={setValue} flags={flags} opened={opened} onOpenedChange={setOpened} />
  );
  const jsonEditor = (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('editor.help')}
        </Text>
        <TextInput
          label={t('editor.searchLabel')}
          placeholder={t('editor.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          size="sm"
        />
        <Box style={{ overflowX: 'auto' }} data-testid="json-editor">
          <JsonEditor
            data={value.data as JsonData}
            setData={(next) => setValue((v) => ({ ...v, data: isRecord(next) ? next : {} }))}
            rootName={t('editor.rootName')}
            theme={editorTheme}
            indent={JSON_EDITOR_DEFAULTS.indent}
            stringTruncate={JSON_EDITOR_DEFAULTS.stringTruncate}
            errorMessageTimeout={JSON_EDITOR_DEFAULTS.errorMessageTimeout}
            searchDebounceTime={JSON_EDITOR_DEFAULTS.searchDebounceTime}
            searchText={search}
            searchFilter="all"
            collapse={2}
            minWidth="100%"
            maxWidth="100%"
            rootFontSize="14px"
          />
        </Box>
      </Stack>
    </Card>
  );
  const preview = <ResumePreview uuid={resume.uuid} resumeJson={json} />;

  return (
    <Stack gap="lg">
      <TextInput
        label={t('editor.titleLabel')}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        required
        maxLength={200}
      />
      {reviewing && (
        <ReviewBanner
          uncertain={uncertain}
          data={value.data}
          keys={value.keys}
          busy={saving !== null}
          saving={saving === 'review'}
          onJump={jumpTo}
          onConfirm={() => void confirmReview()}
        />
      )}
      {error && (
        <Alert
          variant="light"
          color="red"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden />}
          data-testid="editor-error"
        >
          <Text fz="sm">{error}</Text>
        </Alert>
      )}
      {narrow ? (
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'form')} keepMounted={false}>
          <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value="form">{t('editor.tabForm')}</Tabs.Tab>
            {/* Three tabs fit one row on a phone only with the short name. */}
            <Tabs.Tab value="json">{t('editor.tabJsonShort')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('editor.tabPreview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="form" pt="md">
            {form}
          </Tabs.Panel>
          <Tabs.Panel value="json" pt="md">
            {jsonEditor}
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            {preview}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={7}>
            <Tabs
              value={tab === 'preview' ? 'form' : tab}
              onChange={(v) => setTab(v ?? 'form')}
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="form">{t('editor.tabForm')}</Tabs.Tab>
                <Tabs.Tab value="json">{t('editor.tabJson')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="form" pt="md">
                {form}
              </Tabs.Panel>
              <Tabs.Panel value="json" pt="md">
                {jsonEditor}
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={5}>
            <Box style={{ position: 'sticky', top: 80 }}>{preview}</Box>
          </Grid.Col>
        </Grid>
      )}
      <SaveBar unsavedText={dirty && t('editor.unsaved')}>
        <Button variant="default" onClick={onCancel} disabled={saving !== null}>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={saving !== null}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {saving === 'save' ? t('editor.saving') : t('editor.save')}
        </Button>
      </SaveBar>
      <LeaveDialog
        blocker={blocker}
        title={t('editor.leaveTitle')}
        text={t('editor.leaveText')}
        stayLabel={t('editor.stay')}
        leaveLabel={t('editor.leave')}
      />
    </Stack>
  );
}
