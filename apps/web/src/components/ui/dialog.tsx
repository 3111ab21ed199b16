import type { ReactNode } from 'react';
import { Modal, type ModalRootProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DialogProps extends Omit<ModalRootProps, 'title'> {
  title: ReactNode;
  /** Name of the close button (default: "Close"). */
  closeLabel?: string;
}

/**
 * Mantine's Modal, laid out the same way, except that its header is not a `<header>`: screen
 * readers (and axe) would take it for a second banner of the page.
 */
export function Dialog({ title, closeLabel, children, ...root }: DialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={closeLabel ?? t('actions.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
