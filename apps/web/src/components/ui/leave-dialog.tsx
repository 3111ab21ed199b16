import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

export interface LeaveDialogProps {
  blocker: Blocker;
  title: string;
  text: string;
  stayLabel: string;
  leaveLabel: string;
}

/** Asks before a navigation the blocker held: staying is the default. */
export function LeaveDialog({ blocker, title, text, stayLabel, leaveLabel }: LeaveDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text fz="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {stayLabel}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {leaveLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
