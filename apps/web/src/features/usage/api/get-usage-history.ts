import { usageHistorySchema, type UsageHistory } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const getUsageHistory = (): Promise<UsageHistory> =>
  api.get('/auth/usage-history', { schema: usageHistorySchema });
