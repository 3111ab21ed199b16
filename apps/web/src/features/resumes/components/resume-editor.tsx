import { useState } from 'react';
import { Alert, Box, Button, Card, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { defaultTheme, JsonEditor, type JsonData, type ThemeInput } from 'json-edit-react';
import { useTranslation } from 'react-i18next';
import type { Resume } from '@tailor/contract';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { updateResume } from '../api/update-resume.ts';
import { JSON_EDITOR_DEFAULTS, parseResumeData } from '../resume-data.ts';
import { ResumePreview } from './resume-preview.tsx';

/** The default theme with text colours that keep a 4.5:1 contrast on its light grey background. */
const editorTheme: ThemeInput = [
  defaultTheme,
  {
    property: '#212529',
    bracket: { color: '#1f2937', fontWeight: 'bold' },
    itemCount: { color: '#495057', fontStyle: 'italic' },
    string: '#a13c0f',
    number: '#1c5d99',
    boolean: '#2b6a0b',
    null: { color: '#b02a37', fontVariant: 'small-caps', fontWeight: 'bold' },
    error: { fontSize: '0.8em', color: '#c92a2a', fontWeight: 'bold' },
  },
];

export interface ResumeEditorProps {
  resume: Resume;
  /** After a successful save (navigate away). */
  onSaved: () => void;
  onCancel: () => void;
}

/** Title input and JSON tree of the current resume (SPEC.md section 2, Edit Resume). */
export function ResumeEditor({ resume, onSaved, onCancel }: ResumeEditorProps) {
  const { t } = useTranslation('resumes');
  const [title, setTitle] = useState(resume.title);
  const [initial] = useState(() => parseResumeData(resume.resume_json));
  const [data, setData] = useState<JsonData>(initial.data);
  const [error, setError] = useState<string | null>(initial.ok ? null : t('errors:resumes.parseResume'));
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (title.trim() === '') {
      setError(t('validation.titleRequired'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const updated = await updateResume(resume.uuid, {
        title: title.trim(),
        resume_json: JSON.stringify(data),
      });
      const state = useAppState.getState();
      state.setCurrentResume(updated);
      state.setResumes(
        state.resumes.map((r) =>
          r.uuid === updated.uuid ? { ...r, title: updated.title, updated_at: updated.updated_at } : r,
        ),
      );
      state.setAlert({ type: 'success', message: t('editor.saved') });
      onSaved();
    } catch (err) {
      // The server names the first bad path of the data in its detail.
      const message =
        err instanceof ApiClientError && err.detail
          ? err.detail
          : err instanceof Error && !(err instanceof ApiClientError)
            ? err.message
            : t('errors:resumes.updateResume');
      setError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <TextInput
        label={t('editor.titleLabel')}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        required
        maxLength={200}
      />
      <Alert
        variant="light"
        color="indigo"
        icon={<IconInfoCircle size={20} aria-hidden />}
        data-testid="editor-help"
      >
        <Text fz="sm">{t('editor.help')}</Text>
      </Alert>
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
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="sm">
            <Stack gap="sm">
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
                  data={data}
                  setData={setData}
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ResumePreview uuid={resume.uuid} resumeJson={JSON.stringify(data)} />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={saving}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
