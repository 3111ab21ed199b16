import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PricingPageContent } from '../../features/billing/components/pricing-section.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function PricingRoute() {
  const { t } = useTranslation('pricing');
  useDocumentTitle(t('common:nav.pricing'));
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <PricingPageContent />
    </Container>
  );
}
