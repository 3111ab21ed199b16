import { Button, Group, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { Dialog } from './dialog.tsx';

export interface LeaveDialogProps {
  blocker: Blocker;
  title: string;
  text: string;
  stayLabel: string;
  leaveLabel: string;
}

/** Asks before a navigation the blocker held: staying is the default. */
export function LeaveDialog({ blocker, title, text, stayLabel, leaveLabel }: LeaveDialogProps) {
  return (
    <Dialog opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={title} centered>
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
    </Dialog>
  );
}
