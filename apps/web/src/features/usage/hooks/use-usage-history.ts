import { useState } from 'react';
import type { UsageHistory } from '@tailor/contract';
import { useLoad, type LoadState } from '../../../hooks/use-load.ts';
import { getUsageHistory } from '../api/get-usage-history.ts';

export interface UsageHistoryState extends LoadState {
  history: UsageHistory | null;
}

/** The real last 6 months of usage. */
export function useUsageHistory(): UsageHistoryState {
  const [history, setHistory] = useState<UsageHistory | null>(null);
  return { history, ...useLoad(getUsageHistory, setHistory) };
}
