import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { levelColor, type UsageMeterData } from '../usage-levels.ts';

/** One meter: label, "used of limit", a bar coloured by level. */
export function UsageMeter({ meter }: { meter: UsageMeterData }) {
  const { t } = useTranslation('dashboard');
  const label = t(`usage.kinds.${meter.kind}`);
  const color = levelColor[meter.level];
  return (
    <Stack gap={6} data-testid={`meter-${meter.kind}`} data-level={meter.level} data-percent={meter.percent}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} fz="sm">
          {label}
        </Text>
        <Badge variant="dot" color={color} size="sm">
          {t(`usage.levels.${meter.level}`)}
        </Badge>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section value={meter.percent} color={color} aria-label={label} />
      </Progress.Root>
      <Group justify="space-between" gap="xs">
        <Text fz="xs" c="dimmed">
          {t('usage.usedOf', { used: meter.used, limit: meter.limit })}
        </Text>
        <Text fz="xs" c="dimmed">
          {meter.percent}%
        </Text>
      </Group>
    </Stack>
  );
}
