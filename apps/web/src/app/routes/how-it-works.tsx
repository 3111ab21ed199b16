import {
  Accordion,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CallToAction } from '../../features/landing/components/call-to-action.tsx';
import { steps } from '../../features/landing/components/steps-section.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const faq = ['formats', 'free', 'languages', 'cancel'] as const;

export function HowItWorksRoute() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('common:nav.howItWorks'));
  return (
    <>
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <PageHeader title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} />
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map(({ key, icon: Icon }, i) => (
            <Card key={key} component="li" withBorder radius="lg" padding="xl">
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="xl" color="indigo">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <Text fw={700} c="indigo.8">
                  {i + 1}
                </Text>
              </Group>
              <Title order={2} fz="lg" mb={6}>
                {t(`steps.${key}.title`)}
              </Title>
              <Text fz="sm" c="dimmed" lh={1.6}>
                {t(`howItWorks.details.${key}`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Paper withBorder radius="lg" p="xl" mt={40} bg="teal.0">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="xl" color="teal.8">
              <IconShieldCheck size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t('howItWorks.honesty.title')}
              </Title>
              <Text fz="sm">{t('howItWorks.honesty.text')}</Text>
            </Stack>
          </Group>
        </Paper>

        <Title order={2} fz={{ base: 22, sm: 28 }} mt={56} mb="md">
          {t('howItWorks.faq.title')}
        </Title>
        <Accordion variant="separated" radius="md" order={3}>
          {faq.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{t(`howItWorks.faq.${key}.question`)}</Accordion.Control>
              <Accordion.Panel>{t(`howItWorks.faq.${key}.answer`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
      <CallToAction buttonLabel={t('howItWorks.cta')} />
    </>
  );
}
