import { useState } from 'react';
import { ActionIcon, Box, Card, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconFileText,
  IconKey,
  IconMail,
  IconTrophy,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Four tips: resume, cover letter, keywords, achievements. */
export const tips = [
  { key: 'resume', icon: IconFileText },
  { key: 'coverLetter', icon: IconMail },
  { key: 'keywords', icon: IconKey },
  { key: 'achievements', icon: IconTrophy },
] as const;

/** The dashboard's tips with previous, next and one dot per tip. */
export function TipsCarousel() {
  const { t } = useTranslation('dashboard');
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + tips.length) % tips.length);
  const tip = tips[index] ?? tips[0];
  const Icon = tip.icon;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-roledescription="carousel"
      aria-labelledby="tips-carousel-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Title order={2} fz="lg" id="tips-carousel-title">
            {t('tips.title')}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('tips.previous')}
              onClick={() => go(index - 1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('tips.next')}
              onClick={() => go(index + 1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group
          gap="md"
          align="flex-start"
          wrap="nowrap"
          mih={96}
          role="group"
          aria-roledescription="slide"
          aria-label={t('tips.slideLabel', { current: index + 1, total: tips.length })}
          aria-live="polite"
          data-testid="tip"
          data-index={index}
        >
          <ThemeIcon size={44} radius="xl" color="indigo" variant="light">
            <Icon size={22} aria-hidden />
          </ThemeIcon>
          <Box>
            <Text fw={700}>{t(`tips.items.${tip.key}.title`)}</Text>
            <Text fz="sm" c="dimmed" lh={1.6}>
              {t(`tips.items.${tip.key}.text`)}
            </Text>
          </Box>
        </Group>
        <Group gap={8} justify="center">
          {tips.map((item, i) => (
            <UnstyledButton
              key={item.key}
              aria-label={t('tips.goTo', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              p={6}
            >
              <Box
                w={i === index ? 22 : 10}
                h={10}
                style={{
                  borderRadius: 999,
                  background: i === index ? 'var(--mantine-color-indigo-7)' : 'var(--mantine-color-gray-4)',
                  transition: 'width 150ms ease',
                }}
              />
            </UnstyledButton>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
