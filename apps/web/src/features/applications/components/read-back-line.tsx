import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReadBack } from '@tailor/contract';

/** At most this many facts are named; the rest are counted. */
const NAMED = 6;

/**
 * What an applicant-tracking reader found in the saved CV: all its jobs, dates, schools and
 * skills, or which of them it did not find as written.
 */
export function ReadBackLine({ readBack }: { readBack: ReadBack }) {
  const { t } = useTranslation('applications');
  const missing = [
    ...readBack.jobs.missing.map((item) => t('documents.readBack.job', { item })),
    ...readBack.dates.missing.map((item) => t('documents.readBack.dates', { item })),
    ...readBack.schools.missing.map((item) => t('documents.readBack.school', { item })),
    ...readBack.skills.missing.map((item) => t('documents.readBack.skill', { item })),
  ];
  const jobs = readBack.jobs.total;
  let text: string;
  if (!missing.length) {
    text = jobs ? t('documents.readBack.complete', { count: jobs }) : t('documents.readBack.completeNoJobs');
  } else {
    const named = missing.slice(0, NAMED);
    if (missing.length > NAMED) named.push(t('documents.readBack.more', { count: missing.length - NAMED }));
    text = t('documents.readBack.partial', {
      found: jobs - readBack.jobs.missing.length,
      total: jobs,
      missing: named.join('; '),
    });
  }
  const Icon = missing.length ? IconAlertTriangle : IconCircleCheck;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="read-back">
      <Icon
        size={16}
        aria-hidden
        color={`var(--mantine-color-${missing.length ? 'yellow' : 'teal'}-7)`}
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text fz="xs">{text}</Text>
    </Group>
  );
}
