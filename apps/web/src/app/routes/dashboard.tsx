import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { firstNameOf, useAppState } from '../../stores/app-state.ts';

export function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  const user = useAppState((s) => s.user);
  return (
    <Container size="lg" py={40}>
      <PageHeader title={t('greeting', { name: firstNameOf(user) })} subtitle={t('intro')} />
    </Container>
  );
}
