import { changePasswordBodySchema, changePasswordResponseSchema } from '@tailor/contract';
import { api } from '../../../lib/api-client.ts';

type ChangePasswordAnswer = ReturnType<typeof changePasswordResponseSchema.parse>;

/** PATCH /auth/password; the answer carries a fresh token (every other session ends). */
export const changePassword = (
  current_password: string,
  new_password: string,
): Promise<ChangePasswordAnswer> =>
  api.patch('/auth/password', changePasswordBodySchema.parse({ current_password, new_password }), {
    schema: changePasswordResponseSchema,
  });
