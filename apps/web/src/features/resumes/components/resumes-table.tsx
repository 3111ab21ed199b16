import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResumeSummary } from '@tailor/contract';
import type { ResumeAction } from '../hooks/use-resume-actions.ts';

export interface ResumesTableProps {
  resumes: ResumeSummary[];
  busy: { uuid: string; action: ResumeAction } | null;
  onEdit: (resume: ResumeSummary) => void;
  onDownload: (resume: ResumeSummary) => void;
  onDelete: (resume: ResumeSummary) => void;
}

/** Resume Name, File Name, Actions. */
export function ResumesTable({ resumes, busy, onEdit, onDownload, onDelete }: ResumesTableProps) {
  const { t } = useTranslation('resumes');
  const isBusy = (resume: ResumeSummary, action: ResumeAction) =>
    busy?.uuid === resume.uuid && busy.action === action;
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="resumes-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.name')}</Table.Th>
            <Table.Th scope="col">{t('table.file')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('table.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {resumes.map((resume) => (
            <Table.Tr key={resume.uuid} data-testid="resume-row">
              <Table.Td>
                <Text fw={600} fz="sm" style={{ wordBreak: 'break-word' }}>
                  {resume.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {resume.filename}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('table.edit')}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('table.editLabel', { title: resume.title })}
                      loading={isBusy(resume, 'edit')}
                      disabled={busy !== null}
                      onClick={() => onEdit(resume)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('table.download')}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('table.downloadLabel', { title: resume.title })}
                      loading={isBusy(resume, 'download')}
                      disabled={busy !== null}
                      onClick={() => onDownload(resume)}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('table.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('table.deleteLabel', { title: resume.title })}
                      disabled={busy !== null}
                      onClick={() => onDelete(resume)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
