import { metricsSchema, type Metrics } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const getMetrics = (): Promise<Metrics> => api.get('/auth/metrics', { schema: metricsSchema });
