import type { PublicConfig } from '@tailor/contract';
import { api } from './api-client.ts';

/**
 * Runtime configuration from GET /api/config: one build serves every
 * deployment. Fetched once per page load; a failure yields null so features hide, never break.
 */
let pending: Promise<PublicConfig | null> | undefined;

export const loadPublicConfig = (): Promise<PublicConfig | null> => {
  pending ??= api.get<PublicConfig>('/config').catch(() => null);
  return pending;
};

/** Tests start each case from a clean slate. */
export const resetPublicConfigCache = (): void => {
  pending = undefined;
};
