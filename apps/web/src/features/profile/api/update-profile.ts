import { userSchema, type User } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

export const updateProfile = (fullname: string): Promise<User> =>
  api.put('/auth/profile', { fullname }, { schema: userSchema });
