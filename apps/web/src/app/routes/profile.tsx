import { useState } from 'react';
import { Container, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SubscriptionPanel } from '../../features/billing/components/subscription-panel.tsx';
import { ChangePasswordDialog } from '../../features/profile/components/change-password-dialog.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { UsageStatisticsPanel } from '../../features/usage/components/usage-statistics-panel.tsx';
import { useRefreshMetrics } from '../../features/usage/hooks/use-refresh-metrics.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function ProfileRoute() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('common:nav.profile'));
  const [passwordOpen, setPasswordOpen] = useState(false);
  useRefreshMetrics({ onMount: true });
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Stack gap="lg">
        <ProfileForm onChangePassword={() => setPasswordOpen(true)} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SubscriptionPanel />
          <UsageStatisticsPanel />
        </SimpleGrid>
      </Stack>
      <ChangePasswordDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Container>
  );
}
