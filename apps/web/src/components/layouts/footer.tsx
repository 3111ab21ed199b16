import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAppState } from '../../stores/app-state.ts';
import { BrandLogo } from '../ui/brand-logo.tsx';

export function Footer() {
  const { t } = useTranslation('common');
  const signedIn = useAppState((s) => Boolean(s.token));
  const product = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.howItWorks, label: t('nav.howItWorks') },
    { to: paths.pricing, label: t('nav.pricing') },
  ];
  const account = signedIn
    ? [
        { to: paths.dashboard, label: t('nav.dashboard') },
        { to: paths.resumes, label: t('nav.resumes') },
        { to: paths.applications, label: t('nav.applications') },
        { to: paths.profile, label: t('nav.profile') },
      ]
    : [{ to: paths.login, label: t('nav.login') }];

  return (
    <footer
      style={{
        background: 'var(--mantine-color-gray-0)',
        borderTop: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <BrandLogo />
            <Text fz="sm" c="dimmed" maw={340}>
              {t('footer.about')}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
              {t('footer.product')}
            </Title>
            {product.map((item) => (
              <Anchor key={item.to} component={Link} to={item.to} fz="sm" c="var(--mantine-color-text)">
                {item.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
              {t('footer.account')}
            </Title>
            {account.map((item) => (
              <Anchor key={item.to} component={Link} to={item.to} fz="sm" c="var(--mantine-color-text)">
                {item.label}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <Group gap={6}>
            <IconShieldCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fz="xs" c="dimmed">
              {t('footer.guarantee')}
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
