import { useCallback } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { GenerationDocumentKind } from '@tailor/contract';
import { PagesPreview } from '../../../components/ui/pages-preview.tsx';
import { PREVIEW_DEBOUNCE_MS, usePreviewPages } from '../../../hooks/use-preview-pages.ts';
import { previewGeneration } from '../api/generation.ts';

/** A generated document's pages with the unsaved corrections. */
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
  const [debounced] = useDebouncedValue(body, PREVIEW_DEBOUNCE_MS);
  const load = useCallback(
    (signal: AbortSignal) => previewGeneration(jobUuid, kind, JSON.parse(debounced) as object, signal),
    [jobUuid, kind, debounced],
  );
  const preview = usePreviewPages(`${jobUuid}|${kind}|${debounced}`, load, t('documents.previewError'));
  const label = t(kind === 'cv' ? 'documents.cvTab' : 'documents.coverTab');
  return (
    <PagesPreview
      {...preview}
      title={t('documents.previewTitle', { document: label })}
      updatingLabel={t('documents.previewUpdating')}
      pageAlt={(page, pages) => t('documents.previewPage', { document: label, page, pages })}
      testId={`document-preview-${kind}`}
      errorTestId="document-preview-error"
    />
  );
}
