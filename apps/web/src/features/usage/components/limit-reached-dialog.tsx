import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import type { UsageKind } from '../usage-levels.ts';

/** One dialog per limit type, with an explanation, Cancel and View plans. */
export function LimitReachedDialog({ kind, onClose }: { kind: UsageKind | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <Dialog
      opened={kind !== null}
      onClose={onClose}
      title={kind ? t(`limitDialog.titles.${kind}`) : ''}
      centered
    >
      {kind && (
        <Stack gap="md" data-testid={`limit-dialog-${kind}`}>
          <Text>{t(`limitDialog.messages.${kind}`)}</Text>
          <Text fz="sm" c="dimmed">
            {t('limitDialog.upgradeHint')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('limitDialog.cancel')}
            </Button>
            <Button
              onClick={() => {
                onClose();
                void navigate(paths.pricing);
              }}
            >
              {t('limitDialog.viewPlans')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
