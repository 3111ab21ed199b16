import { useState } from 'react';
import { Alert, Button, Card, Center, Container, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb, IconFileOff, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResumeSummary } from '@tailor/contract';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { DeleteResumeDialog } from '../../features/resumes/components/delete-resume-dialog.tsx';
import { ResumesTable } from '../../features/resumes/components/resumes-table.tsx';
import { UploadResumeDialog } from '../../features/resumes/components/upload-resume-dialog.tsx';
import { useResumeActions } from '../../features/resumes/hooks/use-resume-actions.ts';
import { useOpenInEditor } from '../../features/resumes/hooks/use-open-in-editor.ts';
import { useResumes } from '../../features/resumes/hooks/use-resumes.ts';
import { LimitReachedDialog } from '../../features/usage/components/limit-reached-dialog.tsx';
import { useRefreshMetrics } from '../../features/usage/hooks/use-refresh-metrics.ts';
import { useAppState } from '../../stores/app-state.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function ResumesRoute() {
  const { t } = useTranslation('resumes');
  useDocumentTitle(t('common:nav.resumes'));
  // Metrics refresh when this screen loads.
  const refreshMetrics = useRefreshMetrics({ onMount: true });
  const { resumes, loading, failed, reload } = useResumes();
  const actions = useResumeActions();
  const openInEditor = useOpenInEditor();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ResumeSummary | null>(null);

  /** The upload dialog opens only below the resume limit; otherwise the limit dialog does. */
  const openUpload = () => {
    const metrics = useAppState.getState().metrics;
    if (metrics && metrics.resumes_count >= metrics.resumes_limit) {
      useAppState.getState().setAlert({ type: 'warning', message: t('errors:limits.resumes') });
      setLimitOpen(true);
    } else setUploadOpen(true);
  };

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <Group justify="space-between" mb="md" gap="sm">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void reload()}
          loading={loading && resumes.length > 0}
        >
          {t('actions.refresh')}
        </Button>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={openUpload}>
          {t('upload.dialogTitle')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding={0}>
        {loading && resumes.length === 0 ? (
          <Center p="xl">
            <Loader size="sm" role="status" aria-label={t('loading')} />
          </Center>
        ) : failed && resumes.length === 0 ? (
          <Alert color="red" variant="light" m="md" role="alert">
            {t('errors:resumes.loadResumes')}
          </Alert>
        ) : resumes.length === 0 ? (
          <Stack align="center" gap="sm" p="xl" ta="center" data-testid="resumes-empty">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconFileOff size={28} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{t('empty')}</Text>
            <Text fz="sm" c="dimmed">
              {t('emptyHint')}
            </Text>
            <Button onClick={openUpload} leftSection={<IconUpload size={16} aria-hidden />}>
              {t('uploadFirst')}
            </Button>
          </Stack>
        ) : (
          <ResumesTable
            resumes={resumes}
            busy={actions.busy}
            onEdit={(r) => void actions.edit(r)}
            onDownload={(r) => void actions.download(r)}
            onDelete={setToDelete}
          />
        )}
      </Card>
      <Alert
        mt="lg"
        variant="light"
        color="indigo"
        icon={<IconBulb size={20} aria-hidden />}
        title={t('proTip.title')}
        styles={{ title: { color: 'var(--mantine-color-indigo-9)' } }}
      >
        {t('proTip.text')}
      </Alert>

      <UploadResumeDialog
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={async (resume) => {
          await Promise.all([reload(), refreshMetrics()]);
          await openInEditor(resume);
        }}
        onLimitReached={() => setLimitOpen(true)}
      />
      <DeleteResumeDialog
        resume={toDelete}
        deleting={actions.busy?.action === 'delete'}
        onCancel={() => setToDelete(null)}
        onConfirm={async (resume) => {
          if (await actions.remove(resume)) setToDelete(null);
        }}
      />
      <LimitReachedDialog kind={limitOpen ? 'resumes' : null} onClose={() => setLimitOpen(false)} />
    </Container>
  );
}
