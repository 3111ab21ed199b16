import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { isApproachingLimit, isAtLimit, usageKinds } from '../usage-levels.ts';

/** Shown on the free plan when any meter is at 75 percent or more; at a limit, it says which one is reached. */
export function ApproachingLimitBanner() {
  const { t } = useTranslation('dashboard');
  const metrics = useAppState((s) => s.metrics);
  const plan = useAppState((s) => s.user?.plan);
  if (!isApproachingLimit(metrics, plan)) return null;
  const reached = usageKinds.filter((kind) => isAtLimit(metrics, kind));
  return (
    <Alert
      data-testid="approaching-limit-banner"
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={reached.length > 0 ? t('usage.reachedTitle') : t('usage.approachingTitle')}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">
          {reached.length > 0
            ? [...reached.map((kind) => t(`usage.reached.${kind}`)), t('usage.reachedText')].join(' ')
            : t('usage.approachingText')}
        </Text>
        <Button component={Link} to={paths.pricing} size="xs" color="yellow.9">
          {t('usage.upgrade')}
        </Button>
      </Group>
    </Alert>
  );
}
