import { loginResponseSchema, type GoogleLoginBody, type LoginResponse } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const googleLogin = (body: GoogleLoginBody): Promise<LoginResponse> =>
  api.post('/auth/google-login', body, { schema: loginResponseSchema });
