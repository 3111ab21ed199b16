import { useCallback, useState } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DocumentPaper as Paper, DocumentTemplate as Template } from '@tailor/contract';
import { PagesPreview } from '../../../components/ui/pages-preview.tsx';
import { PREVIEW_DEBOUNCE_MS, usePreviewPages } from '../../../hooks/use-preview-pages.ts';
import { previewResume } from '../api/preview-resume.ts';

export interface ResumePreviewProps {
  uuid: string;
  /** The data as it is being edited, serialized. */
  resumeJson: string;
}

/** The resume as the PDF will look, from the unsaved data, in the template and paper chosen. */
export function ResumePreview({ uuid, resumeJson }: ResumePreviewProps) {
  const { t } = useTranslation('resumes');
  const [template, setTemplate] = useState<Template>('classic');
  const [paper, setPaper] = useState<Paper>('a4');
  const [debounced] = useDebouncedValue(resumeJson, PREVIEW_DEBOUNCE_MS);
  const load = useCallback(
    (signal: AbortSignal) =>
      previewResume(uuid, { resume_json: debounced, template, paper }, signal).then((answer) => answer.pages),
    [uuid, debounced, template, paper],
  );
  const preview = usePreviewPages(
    `${uuid}|${template}|${paper}|${debounced}`,
    load,
    t('editor.previewError'),
  );

  return (
    <PagesPreview
      {...preview}
      title={t('editor.previewTitle')}
      updatingLabel={t('editor.previewUpdating')}
      pageAlt={(page, pages) => t('editor.previewPage', { page, pages })}
      testId="resume-preview"
      errorTestId="preview-error"
      controls={
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label={t('editor.previewTemplate')}
            value={template}
            onChange={(v) => setTemplate(v as Template)}
            data={[
              { value: 'classic', label: t('editor.templateClassic') },
              { value: 'modern', label: t('editor.templateModern') },
            ]}
          />
          <SegmentedControl
            size="xs"
            aria-label={t('editor.previewPaper')}
            value={paper}
            onChange={(v) => setPaper(v as Paper)}
            data={[
              { value: 'a4', label: 'A4' },
              { value: 'us-letter', label: t('editor.paperLetter') },
            ]}
          />
        </Group>
      }
    />
  );
}
