import { useEffect, useState } from 'react';
import { Alert, Anchor, Center, Container, Loader, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { GenerationDetail } from '@tailor/contract';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { getGeneration } from '../../features/applications/api/generation.ts';
import { GenerationDocuments } from '../../features/applications/components/generation-documents.tsx';
import { useApplications } from '../../features/applications/hooks/use-applications.ts';
import { getErrorMessage } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** The documents of an application's latest generation: see, correct and download them. */
export function ApplicationDocumentsRoute() {
  const { t } = useTranslation('applications');
  const { jobId = '' } = useParams();
  // The job list may not be loaded yet (a reload on this page): load it when it is empty.
  const apps = useApplications({
    onMetricsChanged: () => undefined,
    onLimitReached: () => undefined,
    loadOnMount: false,
  });
  const job = apps.jobs.find((j) => j.uuid === jobId);
  const [generation, setGeneration] = useState<GenerationDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('documents.title'));

  const { reload } = apps;
  const known = job !== undefined;
  useEffect(() => {
    if (!known) void reload();
  }, [known, reload]);

  useEffect(() => {
    const controller = new AbortController();
    getGeneration(jobId, controller.signal).then(setGeneration, (err: unknown) => {
      if (!controller.signal.aborted) setError(getErrorMessage(err, t, t('documents.loadError')));
    });
    return () => controller.abort();
  }, [jobId, t]);

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Anchor
        component={Link}
        to={paths.applications}
        fz="sm"
        mb="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden />
        {t('documents.back')}
      </Anchor>
      <PageHeader
        title={t('documents.title')}
        subtitle={job ? t('match.for', { position: job.position, employer: job.employer }) : undefined}
      >
        <Text fz="sm" c="dimmed">
          {t('documents.intro')}
        </Text>
      </PageHeader>
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid="documents-load-error">
          {error}
        </Alert>
      ) : !generation || !job ? (
        apps.loading || !generation ? (
          <Center p="xl">
            <Loader size="sm" role="status" aria-label={t('documents.loading')} />
          </Center>
        ) : (
          <Alert color="red" variant="light" role="alert">
            {t('documents.loadError')}
          </Alert>
        )
      ) : (
        <GenerationDocuments
          key={generation.id}
          job={job}
          generation={generation}
          onSaved={setGeneration}
          downloading={apps.downloading}
          onDownload={(kind, format) => apps.download(job, kind, format)}
        />
      )}
    </Container>
  );
}
