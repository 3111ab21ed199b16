import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function ProfileRoute() {
  const { t } = useTranslation('profile');
  return (
    <Container size="lg" py={40}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
    </Container>
  );
}
