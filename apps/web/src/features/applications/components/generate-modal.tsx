import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Job, ResumeSummary } from '@tailor/contract';
import { paths } from '../../../config/paths.ts';
import type { ActionResult } from '../hooks/use-applications.ts';

/** Choose a resume, then generate the CV and cover letter for the job (SPEC.md section 2). */
export function GenerateModal({
  job,
  resumes,
  onClose,
  onGenerate,
}: {
  job: Job | null;
  resumes: ResumeSummary[];
  onClose: () => void;
  onGenerate: (job: Job, resumeUuid: string | null) => Promise<ActionResult>;
}) {
  const { t } = useTranslation('applications');
  const [resumeUuid, setResumeUuid] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (generating) return;
    setResumeUuid(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!job) return;
    setError(null);
    setGenerating(true);
    try {
      const result = await onGenerate(job, resumeUuid);
      if (result.ok) {
        setResumeUuid(null);
        onClose();
      } else setError(result.message);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Modal opened={job !== null} onClose={close} title={t('modals.generateTitle')} centered size="lg">
      {job && (
        <Stack gap="md">
          <Text fz="sm">{t('modals.generateFor', { position: job.position, employer: job.employer })}</Text>
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
            <Select
              label={t('modals.resumeLabel')}
              placeholder={t('modals.resumePlaceholder')}
              description={resumeUuid ? undefined : t('alerts.selectResume')}
              data={resumes.map((r) => ({ value: r.uuid, label: r.title }))}
              value={resumeUuid}
              onChange={setResumeUuid}
              disabled={generating}
              allowDeselect={false}
              searchable={resumes.length > 6}
              comboboxProps={{ withinPortal: true }}
            />
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
    </Modal>
  );
}
