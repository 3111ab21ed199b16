import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconEye,
  IconFileDownload,
  IconMailDown,
  IconPencil,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentFormat, Job } from '@tailor/contract';

/** The local date of an ISO timestamp, or N/A when there is none. */
function formatUpdated(value: string | null | undefined, language: string, notAvailable: string): string {
  if (!value) return notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? notAvailable : date.toLocaleDateString(language);
}

export interface ApplicationsTableProps {
  jobs: Job[];
  downloading: string | null;
  onDownload: (job: Job, kind: 'cv' | 'cover_letter', format: DocumentFormat) => void;
  /** Open the latest generation's documents: preview, corrections, downloads. */
  onOpenDocuments: (job: Job) => void;
  onEdit: (job: Job) => void;
  onGenerate: (job: Job) => void;
  onDelete: (job: Job) => void;
}

type RowProps = Omit<ApplicationsTableProps, 'jobs'> & { job: Job };

function DownloadButton({ job, kind, downloading, onDownload }: RowProps & { kind: 'cv' | 'cover_letter' }) {
  const { t } = useTranslation('applications');
  const ready = job.gen_count > 0;
  const Icon = kind === 'cv' ? IconFileDownload : IconMailDown;
  return (
    <Tooltip label={t('table.generateFirst')} disabled={ready}>
      <Group gap={4} wrap="nowrap">
        {(['pdf', 'docx'] as const).map((format) => (
          <Button
            key={format}
            size="xs"
            variant="outline"
            px={8}
            leftSection={format === 'pdf' ? <Icon size={16} aria-hidden /> : undefined}
            disabled={!ready}
            loading={downloading === `${job.uuid}:${kind}:${format}`}
            aria-label={t(kind === 'cv' ? 'table.downloadCvLabel' : 'table.downloadCoverLabel', {
              position: job.position,
              format: format.toUpperCase(),
            })}
            onClick={() => onDownload(job, kind, format)}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Group>
    </Tooltip>
  );
}

function RowActions({ job, onEdit, onGenerate, onDelete, onOpenDocuments }: RowProps) {
  const { t } = useTranslation('applications');
  return (
    <Group gap={4} justify="flex-end" wrap="wrap">
      <Button
        size="xs"
        color="teal.9"
        leftSection={<IconSparkles size={16} aria-hidden />}
        aria-label={t('table.generateLabel', { position: job.position })}
        onClick={() => onGenerate(job)}
      >
        {t('table.generate')}
      </Button>
      {job.gen_count > 0 && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
          aria-label={t('table.documentsLabel', { position: job.position })}
          onClick={() => onOpenDocuments(job)}
        >
          {t('table.documents')}
        </Button>
      )}
      <Tooltip label={t('table.edit')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('table.editLabel', { position: job.position })}
          onClick={() => onEdit(job)}
        >
          <IconPencil size={18} aria-hidden />
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
  );
}

const GenCount = ({ job }: { job: Job }) => (
  <Badge variant={job.gen_count > 0 ? 'filled' : 'default'} data-testid="gen-count">
    {job.gen_count}
  </Badge>
);

/** The table on wide screens; one card per application below 768 px, where seven columns do not fit. */
export function ApplicationsList(props: ApplicationsTableProps) {
  const narrow = useMediaQuery('(max-width: 47.99em)');
  return narrow ? <ApplicationCards {...props} /> : <ApplicationsTable {...props} />;
}

function ApplicationCards({ jobs, ...rest }: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('applications');
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="applications-cards">
      {jobs.map((job) => (
        <Card
          key={job.uuid}
          component="li"
          padding="md"
          radius={0}
          withBorder={false}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          data-testid="application-row"
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} style={{ wordBreak: 'break-word' }}>
                  {job.position}
                </Text>
                <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {job.employer}
                </Text>
              </div>
            </Group>
            <Group gap="lg">
              <Group gap={6}>
                <Text fz="xs" c="dimmed">
                  {t('table.generations')}
                </Text>
                <GenCount job={job} />
              </Group>
              <Group gap={6}>
                <Text fz="xs" c="dimmed">
                  {t('table.updated')}
                </Text>
                <Text fz="xs">{formatUpdated(job.updated_at, i18n.language, t('table.notAvailable'))}</Text>
              </Group>
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Stack gap={2}>
                <Text fz="xs" c="dimmed">
                  {t('table.cv')}
                </Text>
                <DownloadButton job={job} kind="cv" {...rest} />
              </Stack>
              <Stack gap={2}>
                <Text fz="xs" c="dimmed">
                  {t('table.coverLetter')}
                </Text>
                <DownloadButton job={job} kind="cover_letter" {...rest} />
              </Stack>
            </SimpleGrid>
            <RowActions job={job} {...rest} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function ApplicationsTable({ jobs, ...rest }: ApplicationsTableProps) {
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
          {jobs.map((job) => (
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
                <GenCount job={job} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatUpdated(job.updated_at, i18n.language, t('table.notAvailable'))}</Text>
              </Table.Td>
              <Table.Td>
                <DownloadButton job={job} kind="cv" {...rest} />
              </Table.Td>
              <Table.Td>
                <DownloadButton job={job} kind="cover_letter" {...rest} />
              </Table.Td>
              <Table.Td>
                <RowActions job={job} {...rest} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
