import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

export interface SaveBarProps {
  /** Shown at the start of the bar while there are unsaved edits. */
  unsavedText: string | false;
  /** The bar's buttons, at its end. */
  children: ReactNode;
}

/** The bar of an editing page, kept at the bottom of the window so saving is always in reach. */
export function SaveBar({ unsavedText, children }: SaveBarProps) {
  return (
    <Group
      justify="flex-end"
      gap="sm"
      style={{
        position: 'sticky',
        bottom: 0,
        background: 'var(--mantine-color-body)',
        padding: '8px 0',
        zIndex: 2,
      }}
    >
      {unsavedText && (
        <Text fz="sm" c="dimmed" mr="auto" data-testid="unsaved">
          {unsavedText}
        </Text>
      )}
      {children}
    </Group>
  );
}
