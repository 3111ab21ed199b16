import { useEffect, useState } from 'react';
import { ApiClientError } from '../lib/api-client.ts';

/** How long edited data must stay still before its pages are rendered again. */
export const PREVIEW_DEBOUNCE_MS = 700;

export interface PreviewPages {
  pages: string[];
  error: string | null;
  /** A render for the current request is under way. */
  loading: boolean;
}

/**
 * The pages (one SVG each) the server renders for `request`; `load` must change exactly when the
 * request does. A failed render keeps the last good pages and says why (the server's detail, else
 * `fallbackError`).
 */
export function usePreviewPages(
  request: string,
  load: (signal: AbortSignal) => Promise<string[]>,
  fallbackError: string,
): PreviewPages {
  // What was last rendered, and for which request: the preview is "updating" until they agree.
  const [shown, setShown] = useState<{ key: string; pages: string[]; error: string | null }>({
    key: '',
    pages: [],
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (pages) => setShown({ key: request, pages, error: null }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = err instanceof ApiClientError && err.detail ? err.detail : fallbackError;
        setShown((previous) => ({ ...previous, key: request, error }));
      },
    );
    return () => controller.abort();
  }, [request, load, fallbackError]);

  return { pages: shown.pages, error: shown.error, loading: shown.key !== request };
}
