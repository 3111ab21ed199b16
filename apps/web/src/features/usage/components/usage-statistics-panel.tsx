import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../stores/app-state.ts';
import { meterOf, usageKinds } from '../usage-levels.ts';
import { UsageMeter } from './usage-meter.tsx';

/** The profile's usage statistics: limit versus used for each kind. */
export function UsageStatisticsPanel() {
  const { t } = useTranslation('dashboard');
  const metrics = useAppState((s) => s.metrics);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="usage-stats-title"
      h="100%"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="usage-stats-title">
          {t('usage.statisticsTitle')}
        </Title>
        {metrics ? (
          usageKinds.map((kind) => <UsageMeter key={kind} meter={meterOf(metrics, kind)} />)
        ) : (
          <Text c="dimmed">{t('usage.unavailable')}</Text>
        )}
      </Stack>
    </Card>
  );
}
