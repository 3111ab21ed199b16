import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  LANGUAGES,
  type DocumentPaper,
  type DocumentTemplate,
  type GenerateOptions,
  type Job,
  type Language,
  type ResumeSummary,
} from '@tailor/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths, resumeEditPath } from '../../../config/paths.ts';
import { useAppState } from '../../../stores/app-state.ts';
import type { ActionResult } from '../hooks/use-applications.ts';
import { LanguageNotice } from './language-notice.tsx';

/** The posting's own language, chosen by the engine: the default. */
const FROM_POSTING = 'auto';

function OptionGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Choose a resume (a native select: on a phone it opens the system picker, which touch handles
 * well), the template, paper size and document language, then generate.
 */
export function GenerateModal({
  job,
  resumes,
  onClose,
  onGenerate,
}: {
  job: Job | null;
  resumes: ResumeSummary[];
  onClose: () => void;
  onGenerate: (job: Job, resumeUuid: string | null, options: GenerateOptions) => Promise<ActionResult>;
}) {
  const { t } = useTranslation('applications');
  const [chosen, setChosen] = useState<string | null>(null);
  const [template, setTemplate] = useState<DocumentTemplate>('classic');
  const [paper, setPaper] = useState<DocumentPaper>('a4');
  const [language, setLanguage] = useState<Language | typeof FROM_POSTING>(FROM_POSTING);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // With one resume there is nothing to choose: it is the one.
  const resumeUuid = chosen ?? (resumes.length === 1 ? (resumes[0]?.uuid ?? null) : null);
  const resume = resumes.find((r) => r.uuid === resumeUuid);
  const metrics = useAppState((s) => s.metrics);
  const free = useAppState((s) => s.user?.plan === 'free');
  const lastOne = metrics !== null && metrics.generation_limit - metrics.consumed_generations === 1;

  const reset = () => {
    setChosen(null);
    setError(null);
  };
  const close = () => {
    if (generating) return;
    reset();
    onClose();
  };

  const submit = async () => {
    if (!job) return;
    setError(null);
    setGenerating(true);
    try {
      const options: GenerateOptions = {
        template,
        paper,
        ...(language === FROM_POSTING ? {} : { language }),
      };
      const result = await onGenerate(job, resumeUuid, options);
      if (result.ok) {
        reset();
        onClose();
      } else setError(result.message);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Dialog opened={job !== null} onClose={close} title={t('modals.generateTitle')} centered size="lg">
      {job && (
        <Stack gap="md">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('modals.generateFor', { position: job.position, employer: job.employer })}
          </Text>
          {resumes.length === 0 ? (
            <Alert color="yellow" variant="light">
              <Text fz="sm">
                {t('modals.noResumes')}{' '}
                <Anchor component={Link} to={paths.resumes} fz="sm">
                  {t('modals.goToResumes')}
                </Anchor>
              </Text>
            </Alert>
          ) : (
            <NativeSelect
              label={t('modals.resumeLabel')}
              description={resumeUuid ? undefined : t('alerts.selectResume')}
              data={[
                ...(resumeUuid ? [] : [{ value: '', label: t('modals.resumePlaceholder'), disabled: true }]),
                ...resumes.map((r) => ({ value: r.uuid, label: r.title })),
              ]}
              value={resumeUuid ?? ''}
              onChange={(e) => setChosen(e.currentTarget.value || null)}
              disabled={generating}
              data-testid="generate-resume"
            />
          )}
          {resume && resume.reviewed_at === null && (
            <Alert
              color="orange"
              variant="light"
              title={t('modals.uncheckedTitle')}
              // Dark orange keeps the title above 4.5:1 on the light orange background.
              styles={{ title: { color: '#9c3a0a' } }}
              data-testid="generate-unchecked"
            >
              <Text fz="sm">
                {t('modals.unchecked')}{' '}
                <Anchor
                  component={Link}
                  to={resumeEditPath(resume.uuid)}
                  fz="sm"
                  fw={600}
                  c="#9c3a0a"
                  underline="always"
                >
                  {t('modals.checkFirst')}
                </Anchor>
              </Text>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <OptionGroup label={t('modals.template')}>
              <SegmentedControl
                fullWidth
                aria-label={t('modals.template')}
                value={template}
                onChange={(v) => setTemplate(v as DocumentTemplate)}
                disabled={generating}
                data={[
                  { value: 'classic', label: t('modals.templateClassic') },
                  { value: 'modern', label: t('modals.templateModern') },
                ]}
              />
            </OptionGroup>
            <OptionGroup label={t('modals.paper')}>
              <SegmentedControl
                fullWidth
                aria-label={t('modals.paper')}
                value={paper}
                onChange={(v) => setPaper(v as DocumentPaper)}
                disabled={generating}
                data={[
                  { value: 'a4', label: 'A4' },
                  { value: 'us-letter', label: t('modals.paperLetter') },
                ]}
              />
            </OptionGroup>
          </SimpleGrid>
          <NativeSelect
            label={t('modals.language')}
            description={t('modals.languageHint')}
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value as Language | typeof FROM_POSTING)}
            disabled={generating}
            data={[
              {
                value: FROM_POSTING,
                label: `${t('modals.languageAuto')} (${t(`match.languages.${job.language}`)})`,
              },
              ...LANGUAGES.map((value) => ({ value, label: t(`match.languages.${value}`) })),
            ]}
          />
          <LanguageNotice
            resume={resume?.language ?? null}
            document={language === FROM_POSTING ? job.language : language}
            onKeepResumeLanguage={setLanguage}
            disabled={generating}
          />
          {lastOne && (
            <Text fz="sm" fw={500} data-testid="generate-last">
              {free ? t('modals.lastFree') : t('modals.lastPaid')}
            </Text>
          )}
          {generating && (
            <Text fz="sm" c="dimmed" role="status">
              {t('modals.generatingHint')}
            </Text>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert" data-testid="generate-error">
              <Text fz="sm">{error}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={generating}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => void submit()}
              disabled={!resumeUuid}
              loading={generating}
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              {generating ? t('modals.generating') : t('modals.generateSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
