import { loginResponseSchema, type LoginBody, type LoginResponse } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginBody): Promise<LoginResponse> =>
  api.post('/auth/login', body, { schema: loginResponseSchema });
