import { Center, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandMark } from '../../components/ui/brand-logo.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('common:nav.login'));
  const [params] = useSearchParams();
  // "Get started" buttons open the sign-up form directly.
  const initialMode = params.get('mode') === 'signup' ? 'signUp' : 'signIn';
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
        <LoginForm key={initialMode} initialMode={initialMode} />
      </Stack>
    </Container>
  );
}
