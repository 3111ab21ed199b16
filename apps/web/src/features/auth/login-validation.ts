import { emailSchema, passwordSchema, verifyOtpBodySchema } from '@tailor/contract';

export type LoginMode = 'signIn' | 'signUp' | 'resetRequest' | 'resetVerify';

export type LoginField =
  'email' | 'fullname' | 'password' | 'confirmPassword' | 'otp' | 'newPassword' | 'confirmNewPassword';
export type LoginValues = Record<LoginField, string>;

/** Keys of `auth:validation`. */
export type LoginProblem =
  | 'required'
  | 'email'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsMismatch'
  | 'newPasswordsMismatch'
  | 'code'
  /** Too easy to guess: the form says why (the estimator's reason), not a fixed text. */
  | 'passwordWeak';
export type LoginProblems = Partial<Record<LoginField, LoginProblem>>;

export const emptyLoginValues: LoginValues = {
  email: '',
  fullname: '',
  password: '',
  confirmPassword: '',
  otp: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** The fields each mode shows, in order; every shown field is required. */
export const fieldsOf: Record<LoginMode, LoginField[]> = {
  signIn: ['email', 'password'],
  signUp: ['email', 'fullname', 'password', 'confirmPassword'],
  resetRequest: ['email'],
  resetVerify: ['otp', 'newPassword', 'confirmNewPassword'],
};

/** A new password, checked by the contract's rule: too short or too long. */
const newPasswordProblem = (password: string): LoginProblem | undefined => {
  const issue = passwordSchema.safeParse(password).error?.issues[0];
  if (!issue) return undefined;
  return issue.code === 'too_big' ? 'passwordTooLong' : 'passwordTooShort';
};

/**
 * The problems of the form in this mode, by field, with the API's own schemas: blank shown fields,
 * an email the API would refuse, a new password out of bounds, a code that is not 6 digits, and a
 * confirmation that differs.
 */
export function validateLogin(mode: LoginMode, values: LoginValues): LoginProblems {
  const found: LoginProblems = {};
  const shown = fieldsOf[mode];
  for (const field of shown) {
    if (values[field].trim() === '') found[field] = 'required';
  }
  if (!found.email && shown.includes('email') && !emailSchema.safeParse(values.email).success)
    found.email = 'email';
  if (mode === 'signUp') {
    const password = newPasswordProblem(values.password);
    if (!found.password && password) found.password = password;
    if (!found.confirmPassword && values.password !== values.confirmPassword)
      found.confirmPassword = 'passwordsMismatch';
  }
  if (mode === 'resetVerify') {
    if (!found.otp && !verifyOtpBodySchema.shape.otp.safeParse(values.otp).success) found.otp = 'code';
    const newPassword = newPasswordProblem(values.newPassword);
    if (!found.newPassword && newPassword) found.newPassword = newPassword;
    if (!found.confirmNewPassword && values.newPassword !== values.confirmNewPassword) {
      found.confirmNewPassword = 'newPasswordsMismatch';
    }
  }
  return found;
}

/** The field holding the new password in this mode, if the mode sets one. */
export const newPasswordFieldOf = (mode: LoginMode): 'password' | 'newPassword' | null =>
  mode === 'signUp' ? 'password' : mode === 'resetVerify' ? 'newPassword' : null;
