import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../hooks/use-applications.ts';
import type { JobFields } from '../job-fields.ts';
import { JobForm } from './job-form.tsx';

/** The dashboard's create-job card: position, employer and job description, all required. */
export function CreateJobCard({ onCreate }: { onCreate: (fields: JobFields) => Promise<ActionResult> }) {
  const { t } = useTranslation('applications');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="create-job-title" h="100%">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="create-job-title">
            {t('createCard.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('createCard.text')}
          </Text>
        </div>
        <JobForm idPrefix="dashboard-job" submitLabel={t('createCard.submit')} onSubmit={onCreate} />
      </Stack>
    </Card>
  );
}
