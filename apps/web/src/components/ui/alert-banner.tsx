import { Alert, Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconExclamationCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppState, type AlertType } from '../../stores/app-state.ts';

const look: Record<AlertType, { color: string; icon: typeof IconCircleCheck }> = {
  success: { color: 'green', icon: IconCircleCheck },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  error: { color: 'red', icon: IconExclamationCircle },
};

/** The global alert banner shown at the top of every page; the store clears it after 3000 ms. */
export function AlertBanner() {
  const { t } = useTranslation('common');
  const alert = useAppState((s) => s.alert);
  const setAlert = useAppState((s) => s.setAlert);
  // On a phone the banner sits near the bottom, where it does not cover the page title, and
  // above the height of an editing page's sticky Save bar, so it never hides the Save button.
  const narrow = useMediaQuery('(max-width: 47.99em)');
  if (!alert) return null;
  const { color, icon: Icon } = look[alert.type];
  return (
    <Box
      pos="fixed"
      top={narrow ? undefined : 76}
      bottom={narrow ? 72 : undefined}
      left="50%"
      w="min(560px, calc(100% - 24px))"
      // The light alert is see-through: on an opaque backing it stays readable over the page.
      bg="var(--mantine-color-body)"
      style={{ transform: 'translateX(-50%)', zIndex: 300, borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Alert
        data-testid="alert-banner"
        data-type={alert.type}
        variant="light"
        color={color}
        icon={<Icon size={20} aria-hidden />}
        withCloseButton
        closeButtonLabel={t('alert.dismiss')}
        onClose={() => setAlert(null)}
        role={alert.type === 'success' ? 'status' : 'alert'}
        styles={{
          root: {
            boxShadow: 'var(--mantine-shadow-md)',
            border: '1px solid var(--mantine-color-default-border)',
          },
        }}
      >
        {alert.message}
      </Alert>
    </Box>
  );
}
