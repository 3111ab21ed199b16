import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../stores/app-state.ts';
import { ApproachingLimitBanner } from './approaching-limit-banner.tsx';
import { UsageMeters } from './usage-meters.tsx';

/** The dashboard's usage card: three meters, a refresh button and the approaching-limit banner. */
export function UsageDashboard({ onRefresh }: { onRefresh: () => Promise<void> }) {
  const { t } = useTranslation('dashboard');
  const metrics = useAppState((s) => s.metrics);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="usage-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="usage-title">
            {t('usage.title')}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void refresh()}
            loading={refreshing}
          >
            {t('usage.refresh')}
          </Button>
        </Group>
        <ApproachingLimitBanner />
        {metrics ? <UsageMeters metrics={metrics} /> : <Text c="dimmed">{t('usage.unavailable')}</Text>}
      </Stack>
    </Card>
  );
}
