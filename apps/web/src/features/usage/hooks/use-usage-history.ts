import { useCallback, useEffect, useState } from 'react';
import type { UsageHistory } from '@tailor/contract';
import { getUsageHistory } from '../api/get-usage-history.ts';

export interface UsageHistoryState {
  history: UsageHistory | null;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
}

/** The real last 6 months of usage (DESIGN.md section 8). */
export function useUsageHistory(): UsageHistoryState {
  const [history, setHistory] = useState<UsageHistory | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      getUsageHistory().then(
        (found) => {
          setHistory(found);
          setFailed(false);
          setLoading(false);
        },
        () => {
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
  return { history, loading, failed, reload };
}
