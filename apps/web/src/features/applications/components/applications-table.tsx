import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconFileDownload, IconMailDown, IconPencil, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@tailor/contract';

/** The local date of an ISO timestamp, or N/A when there is none (SPEC.md section 2). */
export function formatUpdated(value: string | null | undefined, language: string, notAvailable: string): string {
  if (!value) return notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? notAvailable : date.toLocaleDateString(language);
}

export interface ApplicationsTableProps {
  jobs: Job[];
  downloading: string | null;
  onDownload: (job: Job, kind: 'cv' | 'cover_letter') => void;
  onEdit: (job: Job) => void;
  onGenerate: (job: Job) => void;
  onDelete: (job: Job) => void;
}

export function ApplicationsTable({ jobs, downloading, onDownload, onEdit, onGenerate, onDelete }: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('applications');
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="applications-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.position')}</Table.Th>
            <Table.Th scope="col">{t('table.employer')}</Table.Th>
            <Table.Th scope="col">{t('table.generations')}</Table.Th>
            <Table.Th scope="col">{t('table.updated')}</Table.Th>
            <Table.Th scope="col">{t('table.cv')}</Table.Th>
            <Table.Th scope="col">{t('table.coverLetter')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('table.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => {
            const ready = job.gen_count > 0;
            const hint = ready ? undefined : t('table.generateFirst');
            return (
              <Table.Tr key={job.uuid} data-testid="application-row">
                <Table.Td>
                  <Text fw={600} fz="sm" style={{ wordBreak: 'break-word' }}>
                    {job.position}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" style={{ wordBreak: 'break-word' }}>
                    {job.employer}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={ready ? 'indigo' : 'gray'} data-testid="gen-count">
                    {job.gen_count}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{formatUpdated(job.updated_at, i18n.language, t('table.notAvailable'))}</Text>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={hint} disabled={ready}>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconFileDownload size={16} aria-hidden />}
                      disabled={!ready}
                      loading={downloading === `${job.uuid}:cv`}
                      aria-label={t('table.downloadCvLabel', { position: job.position })}
                      onClick={() => onDownload(job, 'cv')}
                    >
                      {t('table.download')}
                    </Button>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={hint} disabled={ready}>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconMailDown size={16} aria-hidden />}
                      disabled={!ready}
                      loading={downloading === `${job.uuid}:cover_letter`}
                      aria-label={t('table.downloadCoverLabel', { position: job.position })}
                      onClick={() => onDownload(job, 'cover_letter')}
                    >
                      {t('table.download')}
                    </Button>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('table.edit')}>
                      <ActionIcon variant="subtle" size="lg" aria-label={t('table.editLabel', { position: job.position })} onClick={() => onEdit(job)}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('table.generate')}>
                      <ActionIcon
                        variant="subtle"
                        color="teal.8"
                        size="lg"
                        aria-label={t('table.generateLabel', { position: job.position })}
                        onClick={() => onGenerate(job)}
                      >
                        <IconSparkles size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('table.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('table.deleteLabel', { position: job.position })}
                        onClick={() => onDelete(job)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
