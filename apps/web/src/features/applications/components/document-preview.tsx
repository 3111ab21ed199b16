import { useEffect, useState } from 'react';
import { Alert, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { GenerationDocumentKind } from '@tailor/contract';
import { ApiClientError } from '../../../lib/api-client.ts';
import { previewGeneration } from '../api/generation.ts';

/** How long the text must stay still before the pages are rendered again. */
export const DOCUMENT_PREVIEW_DEBOUNCE_MS = 700;

/**
 * A generated document's pages with the unsaved corrections, as the PDF will look. Pages are
 * images: an image cannot run anything the markup might carry.
 */
export function DocumentPreview({
  jobUuid,
  kind,
  body,
}: {
  jobUuid: string;
  kind: GenerationDocumentKind;
  /** The unsaved data, serialized ({resume_json} or {cover_letter}). */
  body: string;
}) {
  const { t } = useTranslation('applications');
  const [debounced] = useDebouncedValue(body, DOCUMENT_PREVIEW_DEBOUNCE_MS);
  const [shown, setShown] = useState<{ key: string; pages: string[]; error: string | null }>({ key: '', pages: [], error: null });

  useEffect(() => {
    const controller = new AbortController();
    previewGeneration(jobUuid, kind, JSON.parse(debounced) as object, controller.signal).then(
      (pages) => setShown({ key: debounced, pages, error: null }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = err instanceof ApiClientError && err.detail ? err.detail : t('documents.previewError');
        // A failed render keeps the last good pages on screen.
        setShown((previous) => ({ ...previous, key: debounced, error }));
      },
    );
    return () => controller.abort();
  }, [jobUuid, kind, debounced, t]);

  const loading = shown.key !== debounced;
  const label = t(kind === 'cv' ? 'documents.cvTab' : 'documents.coverTab');
  return (
    <Card withBorder radius="md" padding="md" data-testid={`document-preview-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {t('documents.previewTitle', { document: label })}
          </Title>
          {loading && <Loader size="xs" aria-label={t('documents.previewUpdating')} />}
        </Group>
        {shown.error && (
          <Alert variant="light" color="orange" data-testid="document-preview-error">
            <Text fz="sm">{shown.error}</Text>
          </Alert>
        )}
        <Stack gap="sm" style={{ maxHeight: '80vh', overflowY: 'auto' }}>
          {shown.pages.map((svg, i) => (
            <Image
              key={i}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={t('documents.previewPage', { document: label, page: i + 1, pages: shown.pages.length })}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
