import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Job } from '@tailor/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';

export function DeleteJobDialog({
  job,
  onCancel,
  onConfirm,
}: {
  job: Job | null;
  onCancel: () => void;
  onConfirm: (job: Job) => Promise<boolean>;
}) {
  const { t } = useTranslation('applications');
  const [deleting, setDeleting] = useState(false);
  return (
    <Dialog opened={job !== null} onClose={onCancel} title={t('modals.deleteTitle')} centered>
      {job && (
        <Stack gap="md">
          <Text>{t('modals.deleteConfirm', { position: job.position, employer: job.employer })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={deleting}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={deleting}
              onClick={async () => {
                setDeleting(true);
                const ok = await onConfirm(job);
                setDeleting(false);
                if (ok) onCancel();
              }}
            >
              {t('modals.deleteSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
