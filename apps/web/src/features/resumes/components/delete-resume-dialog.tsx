import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResumeSummary } from '@tailor/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAppState } from '../../../stores/app-state.ts';

/** Deleting needs confirmation, which says first that a deleted resume still counts towards the plan. */
export function DeleteResumeDialog({
  resume,
  deleting,
  onCancel,
  onConfirm,
}: {
  resume: ResumeSummary | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (resume: ResumeSummary) => void;
}) {
  const { t } = useTranslation('resumes');
  const metrics = useAppState((s) => s.metrics);
  return (
    <Dialog opened={resume !== null} onClose={onCancel} title={t('delete.title')} centered>
      {resume && (
        <Stack gap="md">
          <Text>{t('delete.confirm', { title: resume.title })}</Text>
          <Text fz="sm" data-testid="delete-lifetime-note">
            {t('delete.lifetimeNote')}
            {metrics &&
              ` ${t('delete.lifetimeCount', { used: metrics.resumes_count, limit: metrics.resumes_limit })}`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={deleting}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => onConfirm(resume)}>
              {t('delete.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
