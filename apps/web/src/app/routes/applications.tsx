import { useState } from 'react';
import {
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBriefcaseOff, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Job } from '@tailor/contract';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { documentsPath } from '../../config/paths.ts';
import { ApplicationTipsPanel } from '../../features/applications/components/application-tips-panel.tsx';
import { ApplicationsList } from '../../features/applications/components/applications-table.tsx';
import { DeleteJobDialog } from '../../features/applications/components/delete-job-dialog.tsx';
import { GenerateModal } from '../../features/applications/components/generate-modal.tsx';
import { JobFormModal } from '../../features/applications/components/job-form-modal.tsx';
import { MatchReportPanel } from '../../features/applications/components/match-report-panel.tsx';
import { useApplications } from '../../features/applications/hooks/use-applications.ts';
import { useResumes } from '../../features/resumes/hooks/use-resumes.ts';
import { LimitReachedDialog } from '../../features/usage/components/limit-reached-dialog.tsx';
import { UsageMeters } from '../../features/usage/components/usage-meters.tsx';
import { useRefreshMetrics } from '../../features/usage/hooks/use-refresh-metrics.ts';
import type { UsageKind } from '../../features/usage/usage-levels.ts';
import { useAppState } from '../../stores/app-state.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function ApplicationsRoute() {
  const { t } = useTranslation('applications');
  useDocumentTitle(t('common:nav.applications'));
  const metrics = useAppState((s) => s.metrics);
  const refreshMetrics = useRefreshMetrics({ onMount: true });
  const { resumes } = useResumes();
  const [limit, setLimit] = useState<UsageKind | null>(null);
  const apps = useApplications({ onMetricsChanged: refreshMetrics, onLimitReached: setLimit });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Job | null>(null);
  const [generating, setGenerating] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const navigate = useNavigate();

  const openAdd = () => {
    if (apps.checkApplicationsLimit()) setAdding(true);
  };
  const openGenerate = (job: Job) => {
    if (apps.checkGenerationsLimit()) setGenerating(job);
  };

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="apps-usage-title">
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz="lg" id="apps-usage-title">
                {t('history.title')}
              </Title>
              <Group gap="sm" wrap="wrap">
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={() => void apps.reload()}
                  loading={apps.loading && apps.jobs.length > 0}
                >
                  {t('actions.refresh')}
                </Button>
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
                  {t('actions.add')}
                </Button>
              </Group>
            </Group>
            {metrics ? (
              <UsageMeters metrics={metrics} kinds={['applications', 'generations']} />
            ) : (
              <Text c="dimmed" fz="sm">
                {t('history.unavailable')}
              </Text>
            )}
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding={0}>
          {apps.loading && apps.jobs.length === 0 ? (
            <Center p="xl">
              <Loader size="sm" role="status" aria-label={t('loading')} />
            </Center>
          ) : apps.jobs.length === 0 ? (
            <Stack align="center" gap="sm" p="xl" ta="center" data-testid="applications-empty">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconBriefcaseOff size={28} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{t('empty.title')}</Text>
              <Text fz="sm" c="dimmed">
                {t('empty.text')}
              </Text>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
                {t('empty.addFirst')}
              </Button>
            </Stack>
          ) : (
            <ApplicationsList
              jobs={apps.jobs}
              downloading={apps.downloading}
              onDownload={(job, kind, format) => void apps.download(job, kind, format)}
              onOpenDocuments={(job) => void navigate(documentsPath(job.uuid))}
              onEdit={setEditing}
              onGenerate={openGenerate}
              onDelete={setDeleting}
            />
          )}
        </Card>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ApplicationTipsPanel />
          <MatchReportPanel result={apps.lastGeneration} />
        </SimpleGrid>
      </Stack>

      <JobFormModal
        mode="add"
        opened={adding}
        onClose={() => setAdding(false)}
        onSubmit={(fields) => apps.create(fields)}
      />
      <JobFormModal
        mode="edit"
        opened={editing !== null}
        job={editing}
        onClose={() => setEditing(null)}
        onSubmit={(fields) =>
          editing ? apps.update(editing.uuid, fields) : Promise.resolve({ ok: true as const })
        }
      />
      <GenerateModal
        job={generating}
        resumes={resumes}
        onClose={() => setGenerating(null)}
        onGenerate={async (job, resumeUuid, options) => {
          const result = await apps.generate(job, resumeUuid, options);
          // See before you send: the documents open as soon as they are written.
          if (result.ok) await navigate(documentsPath(job.uuid));
          return result;
        }}
      />
      <DeleteJobDialog job={deleting} onCancel={() => setDeleting(null)} onConfirm={apps.remove} />
      <LimitReachedDialog kind={limit} onClose={() => setLimit(null)} />
    </Container>
  );
}
