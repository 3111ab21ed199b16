import { Group, Text } from '@mantine/core';
import { IconCalendarX, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function GuaranteeBadges() {
  const { t } = useTranslation('pricing');
  const items = [
    { key: 'cancel', icon: IconCalendarX },
    { key: 'moneyBack', icon: IconShieldCheck },
    { key: 'secure', icon: IconLock },
  ] as const;
  return (
    <Group justify="center" gap="xl" mt="lg">
      {items.map(({ key, icon: Icon }) => (
        <Group key={key} gap={6} wrap="nowrap">
          <Icon size={18} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text fz="sm" fw={600}>
            {t(`guarantee.${key}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
