import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Resume } from '@tailor/contract';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { ResumeUploadForm } from './resume-upload-form.tsx';

/** The dashboard's upload card: title and a PDF or .docx file; at the resume limit, the way to more. */
export function UploadResumeCard({
  onUploaded,
  onLimitReached,
}: {
  onUploaded: (resume: Resume) => void | Promise<void>;
  onLimitReached: () => void;
}) {
  const { t } = useTranslation('resumes');
  const metrics = useAppState((s) => s.metrics);
  const atLimit = metrics !== null && metrics.resumes_count >= metrics.resumes_limit;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="upload-card-title"
      h="100%"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="upload-card-title">
            {t('upload.cardTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('upload.cardText')}
          </Text>
        </div>
        {atLimit ? (
          <Alert color="yellow" variant="light" data-testid="upload-limit">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{t('errors:limits.resumes')}</Text>
              <Button component={Link} to={paths.pricing} size="xs">
                {t('dashboard:limitDialog.viewPlans')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <ResumeUploadForm
            idPrefix="dashboard-upload"
            fallbackErrorKey="uploadResume"
            onUploaded={onUploaded}
            onLimitReached={onLimitReached}
          />
        )}
      </Stack>
    </Card>
  );
}
