import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileTypePdf, IconMailFast, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const features = [
  { key: 'rewrite', icon: IconWand, color: 'indigo' },
  { key: 'coverLetter', icon: IconMailFast, color: 'teal' },
  { key: 'pdf', icon: IconFileTypePdf, color: 'grape' },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section" aria-labelledby="features-title">
      <SectionHeading id="features-title" title={t('features.title')} subtitle={t('features.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map(({ key, icon: Icon, color }) => (
          <Card key={key} withBorder radius="lg" padding="xl" shadow="xs">
            <ThemeIcon size={48} radius="md" variant="light" color={color} mb="md">
              <Icon size={26} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {t(`features.${key}.title`)}
            </Title>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {t(`features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
