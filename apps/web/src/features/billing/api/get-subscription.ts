import { subscriptionSchema, type Subscription } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /stripe/subscription; 404 when the user never had one. */
export const getSubscription = (): Promise<Subscription> =>
  api.get('/stripe/subscription', { schema: subscriptionSchema });
