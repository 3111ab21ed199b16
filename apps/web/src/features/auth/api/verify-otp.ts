import { api } from '../../../lib/api-client.ts';

export const verifyOtp = (body: { email: string; otp: string; new_password: string }): Promise<unknown> =>
  api.post('/auth/verify-otp', body);
