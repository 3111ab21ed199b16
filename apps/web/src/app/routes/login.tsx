import { Center, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-logo.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <Container size={480} py={{ base: 32, sm: 56 }} px={{ base: 12, sm: 'md' }}>
      <Stack gap="lg" align="center">
        <Stack gap={6} align="center" ta="center">
          <Center>
            <BrandMark size={48} />
          </Center>
          <Title order={1} fz={{ base: 30, sm: 36 }}>
            {t('heading')}
          </Title>
          <Text c="dimmed">{t('tagline')}</Text>
        </Stack>
        <LoginForm />
      </Stack>
    </Container>
  );
}
