import { lazy, Suspense, useState } from 'react';
import { Card, Container, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CreateJobCard } from '../../features/applications/components/create-job-card.tsx';
import { TipsCarousel } from '../../features/applications/components/tips-carousel.tsx';
import { useApplications } from '../../features/applications/hooks/use-applications.ts';
import { UploadResumeCard } from '../../features/resumes/components/upload-resume-card.tsx';
import { useOpenInEditor } from '../../features/resumes/hooks/use-open-in-editor.ts';
import { LimitReachedDialog } from '../../features/usage/components/limit-reached-dialog.tsx';
import { UsageDashboard } from '../../features/usage/components/usage-dashboard.tsx';
import { useRefreshMetrics } from '../../features/usage/hooks/use-refresh-metrics.ts';
import { useUsageHistory } from '../../features/usage/hooks/use-usage-history.ts';
import type { UsageKind } from '../../features/usage/usage-levels.ts';
import { firstNameOf, useAppState } from '../../stores/app-state.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

// The chart library is the heaviest part of the page: the rest shows while it loads.
const UsageHistoryChart = lazy(() =>
  import('../../features/usage/components/usage-history-chart.tsx').then((m) => ({
    default: m.UsageHistoryChart,
  })),
);

export function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('common:nav.dashboard'));
  const user = useAppState((s) => s.user);
  // Someone who has uploaded nothing and recorded no job yet is new here, not "back".
  const isNew = useAppState(
    (s) => s.metrics !== null && s.metrics.resumes_count === 0 && s.metrics.applications_count === 0,
  );
  const refreshMetrics = useRefreshMetrics({ onMount: true });
  const history = useUsageHistory();
  const [limit, setLimit] = useState<UsageKind | null>(null);
  const openInEditor = useOpenInEditor();
  const refreshAll = async () => {
    await Promise.all([refreshMetrics(), history.reload()]);
  };
  const applications = useApplications({
    onMetricsChanged: refreshAll,
    onLimitReached: setLimit,
    loadOnMount: false,
  });

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <PageHeader
        title={t(isNew ? 'greetingNew' : 'greeting', { name: firstNameOf(user) })}
        subtitle={t('intro')}
      />
      <Stack gap="lg">
        <UsageDashboard onRefresh={refreshAll} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <UploadResumeCard
            onUploaded={async (resume) => {
              await refreshAll();
              await openInEditor(resume);
            }}
            onLimitReached={() => setLimit('resumes')}
          />
          <CreateJobCard onCreate={(fields) => applications.create(fields, t('errors:jobs.createJob'))} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Suspense fallback={<Card withBorder radius="lg" mih={360} />}>
            <UsageHistoryChart history={history.history} loading={history.loading} />
          </Suspense>
          <TipsCarousel />
        </SimpleGrid>
      </Stack>
      <LimitReachedDialog kind={limit} onClose={() => setLimit(null)} />
    </Container>
  );
}
