import { useEffect, useState } from 'react';
import { Alert, Card, Group, Image, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DocumentPaper as Paper, DocumentTemplate as Template } from '@tailor/contract';
import { ApiClientError } from '../../../lib/api-client.ts';
import { previewResume } from '../api/preview-resume.ts';

/** How long the data must stay still before the preview is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 700;

export interface ResumePreviewProps {
  uuid: string;
  /** The data as it is being edited, serialized. */
  resumeJson: string;
}

/**
 * The resume as the PDF will look, from the unsaved data: the server renders SVG pages, shown as
 * images (an image cannot run anything the markup might carry).
 */
export function ResumePreview({ uuid, resumeJson }: ResumePreviewProps) {
  const { t } = useTranslation('resumes');
  const [template, setTemplate] = useState<Template>('classic');
  const [paper, setPaper] = useState<Paper>('a4');
  const [debounced] = useDebouncedValue(resumeJson, PREVIEW_DEBOUNCE_MS);
  // What was last rendered, and for which request: the preview is "updating" until they agree.
  const [shown, setShown] = useState<{ key: string; pages: string[]; error: string | null }>({
    key: '',
    pages: [],
    error: null,
  });
  const requestKey = `${template}|${paper}|${debounced}`;

  useEffect(() => {
    const controller = new AbortController();
    previewResume(uuid, { resume_json: debounced, template, paper }, controller.signal).then(
      (answer) => setShown({ key: requestKey, pages: answer.pages, error: null }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = err instanceof ApiClientError && err.detail ? err.detail : t('editor.previewError');
        // A failed render keeps the last good pages on screen.
        setShown((previous) => ({ ...previous, key: requestKey, error }));
      },
    );
    return () => controller.abort();
  }, [uuid, debounced, template, paper, requestKey, t]);

  const loading = shown.key !== requestKey;
  const { pages, error } = shown;

  return (
    <Card withBorder radius="md" padding="md" data-testid="resume-preview">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {t('editor.previewTitle')}
          </Title>
          {loading && <Loader size="xs" aria-label={t('editor.previewUpdating')} />}
        </Group>
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
        {error && (
          <Alert variant="light" color="orange" data-testid="preview-error">
            <Text fz="sm">{error}</Text>
          </Alert>
        )}
        <Stack gap="sm" style={{ maxHeight: '80vh', overflowY: 'auto' }}>
          {pages.map((svg, i) => (
            <Image
              key={i}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={t('editor.previewPage', { page: i + 1, pages: pages.length })}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
