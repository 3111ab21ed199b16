import { signupResponseSchema, type SignupBody, type User } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const signup = (body: SignupBody): Promise<{ user: User }> =>
  api.post('/auth/signup', body, { schema: signupResponseSchema });
