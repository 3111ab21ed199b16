import { portalResponseSchema, type PortalResponse } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /stripe/portal: a customer-portal link to manage the subscription. */
export const createPortalSession = (): Promise<PortalResponse> =>
  api.post('/stripe/portal', undefined, { schema: portalResponseSchema });
