import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadState {
  loading: boolean;
  failed: boolean;
  /** Loads again, showing the loading state meanwhile. */
  reload: () => Promise<void>;
}

/** Runs `fetcher` on mount and on reload, handing its answer to `onLoaded` (or the error to `onFailed`). */
export function useLoad<T>(
  fetcher: () => Promise<T>,
  onLoaded: (value: T) => void,
  onFailed?: (error: unknown) => void,
): LoadState {
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // The latest callbacks, without making every render start a new load.
  const latest = useRef({ fetcher, onLoaded, onFailed });
  useEffect(() => {
    latest.current = { fetcher, onLoaded, onFailed };
  });
  const load = useCallback(
    () =>
      latest.current.fetcher().then(
        (value) => {
          latest.current.onLoaded(value);
          setFailed(false);
          setLoading(false);
        },
        (error: unknown) => {
          latest.current.onFailed?.(error);
          setFailed(true);
          setLoading(false);
        },
      ),
    [],
  );
  const reload = useCallback(async () => {
    setLoading(true);
    await load();
  }, [load]);
  useEffect(() => {
    void load();
  }, [load]);
  return { loading, failed, reload };
}
