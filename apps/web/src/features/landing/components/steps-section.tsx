import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconTarget, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

export const steps = [
  { key: 'upload', icon: IconUpload },
  { key: 'target', icon: IconTarget },
  { key: 'download', icon: IconDownload },
] as const;

export function StepsSection() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="steps-title" bg="gray.0" py={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <SectionHeading id="steps-title" title={t('steps.title')} />
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="xl"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {steps.map(({ key, icon: Icon }, i) => (
            <Stack key={key} component="li" gap="sm" align="center" ta="center">
              <ThemeIcon size={64} radius={999} variant="filled" color="indigo">
                <Icon size={30} aria-hidden />
              </ThemeIcon>
              <Text fz="sm" fw={700} c="indigo.8" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                {i + 1}
              </Text>
              <Title order={3} fz="lg">
                {t(`steps.${key}.title`)}
              </Title>
              <Text c="dimmed" fz="sm" maw={320} lh={1.6}>
                {t(`steps.${key}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
