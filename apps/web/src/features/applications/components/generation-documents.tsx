import { useState } from 'react';
import { Alert, Box, Button, Card, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconCopy,
  IconDeviceFloppy,
  IconFileDownload,
  IconMailDown,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  CoverLetterData,
  DocumentFormat,
  GenerationDetail,
  Job,
  UpdateGenerationBody,
} from '@tailor/contract';
import { LeaveDialog } from '../../../components/ui/leave-dialog.tsx';
import { SaveBar } from '../../../components/ui/save-bar.tsx';
import { useUnsavedGuard } from '../../../hooks/use-unsaved-guard.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { ResumeForm, type FormValue } from '../../resumes/components/resume-form.tsx';
import { cleanResume, isRecord, sectionSpecs, type ResumeObject } from '../../resumes/form/model.ts';
import { initialKeys } from '../../resumes/form/review.ts';
import { updateGeneration } from '../api/generation.ts';
import { DocumentOptions, type DocumentChoice } from './document-options.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { cleanLetter, LetterForm, letterText } from './letter-form.tsx';
import { MatchReportPanel } from './match-report-panel.tsx';
import { ReadBackLine } from './read-back-line.tsx';

const sectionKeys = sectionSpecs.map((s) => s.key);
const noFlags = new Map();

function formValueOf(resumeJson: string): FormValue {
  let data: ResumeObject = {};
  try {
    const parsed: unknown = JSON.parse(resumeJson);
    if (isRecord(parsed)) data = parsed;
  } catch {
    // The server stores valid JSON; an empty form is the safe reading of anything else.
  }
  return { data, keys: initialKeys(data, sectionKeys) };
}

const choiceOf = (g: GenerationDetail): DocumentChoice => ({
  template: g.template,
  paper: g.paper,
  cv_language: g.cv_language,
});

export interface GenerationDocumentsProps {
  job: Job;
  generation: GenerationDetail;
  onSaved: (generation: GenerationDetail) => void;
  onDownload: (kind: 'cv' | 'cover_letter', format: DocumentFormat) => Promise<void>;
  downloading: string | null;
}

/**
 * What a generation wrote, before it is sent: the tailored CV and the cover letter as pages,
 * each beside a form to correct it, in a template, paper and CV language the user may change.
 * Saving keeps them with the generation and renders the documents again; it uses no generation.
 */
export function GenerationDocuments({
  job,
  generation,
  onSaved,
  onDownload,
  downloading,
}: GenerationDocumentsProps) {
  const { t } = useTranslation('applications');
  const narrow = useMediaQuery('(max-width: 61.99em)');
  const [tab, setTab] = useState<string>('cv');
  const [cv, setCv] = useState<FormValue>(() => formValueOf(generation.resume_json));
  const [letter, setLetter] = useState<CoverLetterData>(generation.cover_letter);
  const [choice, setChoice] = useState<DocumentChoice>(() => choiceOf(generation));
  const [saved, setSaved] = useState(() => ({
    cv: JSON.stringify(cv.data),
    letter: JSON.stringify(generation.cover_letter),
    choice: choiceOf(generation),
  }));
  const [opened, setOpened] = useState<string[]>(['basics', 'work']);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cvJson = JSON.stringify(cv.data);
  const letterJson = JSON.stringify(letter);
  const cvDirty = cvJson !== saved.cv;
  const letterDirty = letterJson !== saved.letter;
  const changedOptions = (['template', 'paper', 'cv_language'] as const).filter(
    (k) => choice[k] !== saved.choice[k],
  );
  const dirty = cvDirty || letterDirty || changedOptions.length > 0;
  const blocker = useUnsavedGuard(dirty);

  const save = async () => {
    setError(null);
    setSaving(true);
    try {
      const body: UpdateGenerationBody = {};
      if (cvDirty) body.resume_json = JSON.stringify(cleanResume(cv.data));
      if (letterDirty) body.cover_letter = cleanLetter(letter);
      for (const k of changedOptions) Object.assign(body, { [k]: choice[k] });
      const updated = await updateGeneration(job.uuid, body);
      const nextLetter = updated.cover_letter;
      const nextCv = formValueOf(updated.resume_json);
      setLetter(nextLetter);
      setCv(nextCv);
      setChoice(choiceOf(updated));
      setSaved({
        cv: JSON.stringify(nextCv.data),
        letter: JSON.stringify(nextLetter),
        choice: choiceOf(updated),
      });
      onSaved(updated);
      useAppState.getState().setAlert({ type: 'success', message: t('documents.saved') });
    } catch (err) {
      setError(getErrorMessage(err, t, t('documents.saveError')));
    } finally {
      setSaving(false);
    }
  };

  const copyLetter = async () => {
    try {
      await navigator.clipboard.writeText(letterText(letter));
      useAppState.getState().setAlert({ type: 'success', message: t('documents.copied') });
    } catch {
      useAppState.getState().setAlert({ type: 'error', message: t('documents.copyError') });
    }
  };

  const downloadButton = (kind: 'cv' | 'cover_letter', format: DocumentFormat) => {
    const document = t(kind === 'cv' ? 'documents.cvTab' : 'documents.coverTab');
    return (
      <Button
        key={`${kind}-${format}`}
        size="xs"
        variant="outline"
        leftSection={
          kind === 'cv' ? <IconFileDownload size={16} aria-hidden /> : <IconMailDown size={16} aria-hidden />
        }
        disabled={dirty}
        loading={downloading === `${job.uuid}:${kind}:${format}`}
        onClick={() => void onDownload(kind, format)}
      >
        {t('documents.download', { document, format: format.toUpperCase() })}
      </Button>
    );
  };

  const cvPanel = (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ResumeForm value={cv} onChange={setCv} flags={noFlags} opened={opened} onOpenedChange={setOpened} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box style={{ position: 'sticky', top: 80 }}>
          <DocumentPreview
            jobUuid={job.uuid}
            kind="cv"
            body={JSON.stringify({ resume_json: cvJson, ...choice })}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
  const coverPanel = (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="md">
          <LetterForm letter={letter} onChange={setLetter} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box style={{ position: 'sticky', top: 80 }}>
          <DocumentPreview
            jobUuid={job.uuid}
            kind="cover"
            body={JSON.stringify({ cover_letter: letter, template: choice.template, paper: choice.paper })}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap" data-testid="document-downloads">
            {downloadButton('cv', 'pdf')}
            {downloadButton('cv', 'docx')}
            {downloadButton('cover_letter', 'pdf')}
            {downloadButton('cover_letter', 'docx')}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => void copyLetter()}
            >
              {t('documents.copy')}
            </Button>
          </Group>
          {dirty && (
            <Text fz="xs" c="dimmed">
              {t('documents.saveFirst')}
            </Text>
          )}
          <DocumentOptions value={choice} onChange={setChoice} />
          {generation.read_back && <ReadBackLine readBack={generation.read_back} />}
        </Stack>
      </Card>
      {error && (
        <Alert
          variant="light"
          color="red"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden />}
          data-testid="documents-error"
        >
          <Text fz="sm">{error}</Text>
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'cv')} keepMounted={false}>
        <Tabs.List grow={narrow ?? false}>
          <Tabs.Tab value="cv">{t('documents.cvTab')}</Tabs.Tab>
          <Tabs.Tab value="cover">{t('documents.coverTab')}</Tabs.Tab>
          <Tabs.Tab value="report">{t('documents.reportTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cv" pt="md">
          {cvPanel}
        </Tabs.Panel>
        <Tabs.Panel value="cover" pt="md">
          {coverPanel}
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <MatchReportPanel
            result={{
              ...job,
              generation: {
                id: generation.id,
                engine: generation.engine,
                language: generation.language,
                match: generation.match,
                created_at: generation.created_at,
                // The resume's language is kept with the job's summary of its latest generation,
                // the one shown here.
                resume_language: job.generation?.id === generation.id ? job.generation.resume_language : null,
              },
            }}
          />
        </Tabs.Panel>
      </Tabs>
      <SaveBar unsavedText={dirty && t('documents.unsaved')}>
        <Button
          onClick={() => void save()}
          disabled={!dirty}
          loading={saving}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t('documents.save')}
        </Button>
      </SaveBar>
      <LeaveDialog
        blocker={blocker}
        title={t('documents.leaveTitle')}
        text={t('documents.leaveText')}
        stayLabel={t('documents.stay')}
        leaveLabel={t('documents.leave')}
      />
    </Stack>
  );
}
