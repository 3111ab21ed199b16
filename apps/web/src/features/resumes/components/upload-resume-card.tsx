import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Resume } from '@tailor/contract';
import { ResumeUploadForm } from './resume-upload-form.tsx';

/** The dashboard's upload card: title and a PDF or .docx file. */
export function UploadResumeCard({ onUploaded, onLimitReached }: { onUploaded: (resume: Resume) => void | Promise<void>; onLimitReached: () => void }) {
  const { t } = useTranslation('resumes');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="upload-card-title" h="100%">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="upload-card-title">
            {t('upload.cardTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('upload.cardText')}
          </Text>
        </div>
        <ResumeUploadForm idPrefix="dashboard-upload" fallbackErrorKey="uploadResume" onUploaded={onUploaded} onLimitReached={onLimitReached} />
      </Stack>
    </Card>
  );
}
