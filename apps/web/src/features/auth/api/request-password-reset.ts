import type { Language } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

/** The code mail is written in the language the user is reading the site in. */
export const requestPasswordReset = (body: { email: string; language: Language }): Promise<unknown> =>
  api.post('/auth/request-password-reset', body);
