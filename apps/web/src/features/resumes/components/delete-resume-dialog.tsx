import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResumeSummary } from '@tailor/contract';

/** Deleting needs confirmation. */
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
  return (
    <Modal opened={resume !== null} onClose={onCancel} title={t('delete.title')} centered>
      {resume && (
        <Stack gap="md">
          <Text>{t('delete.confirm', { title: resume.title })}</Text>
          <Text fz="sm" c="dimmed">
            {t('delete.lifetimeNote')}
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
    </Modal>
  );
}
