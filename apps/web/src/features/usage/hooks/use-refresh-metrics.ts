import { useCallback, useEffect } from 'react';
import { useAppState } from '../../../stores/app-state.ts';
import { getMetrics } from '../api/get-metrics.ts';

/**
 * Reloads the usage metrics into the store. Failures are ignored, except
 * that an invalid token still ends the session through the API client.
 */
export function useRefreshMetrics({ onMount = false }: { onMount?: boolean } = {}): () => Promise<void> {
  const refresh = useCallback(async () => {
    try {
      useAppState.getState().setMetrics(await getMetrics());
    } catch {
      // Silently ignored: the last known metrics stay on screen.
    }
  }, []);
  useEffect(() => {
    if (onMount) void refresh();
  }, [onMount, refresh]);
  return refresh;
}
