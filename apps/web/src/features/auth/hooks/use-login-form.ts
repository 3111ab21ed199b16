import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@tailor/contract';
import { useWeakPasswordText } from '../../../components/ui/password-strength-note.tsx';
import { usePasswordStrength } from '../../../hooks/use-password-strength.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { checkPassword, isStrongEnough } from '../../../lib/password-strength.ts';
import { googleLogin } from '../api/google-login.ts';
import { login } from '../api/login.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { signup } from '../api/signup.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { readGoogleClaims } from '../google-credential.ts';
import {
  emptyLoginValues,
  fieldsOf,
  newPasswordFieldOf,
  validateLogin,
  type LoginField,
  type LoginMode,
  type LoginProblems,
  type LoginValues,
} from '../login-validation.ts';
import { useCompleteLogin } from './use-complete-login.ts';

export interface LoginMessage {
  type: 'success' | 'error';
  text: string;
}

/**
 * The state and actions of the sign-in, sign-up and password reset form: one mode at a time, the
 * email kept across modes, the first invalid field focused on submit, and focus moved to the new
 * form's title after a mode change.
 */
export function useLoginForm(initialMode: LoginMode) {
  const { t } = useTranslation(['auth', 'errors']);
  const completeLogin = useCompleteLogin();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [values, setValues] = useState<LoginValues>(emptyLoginValues);
  const [problems, setProblems] = useState<LoginProblems>({});
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [weakReason, setWeakReason] = useState('');
  const weakText = useWeakPasswordText();
  const passwordField = newPasswordFieldOf(mode);
  const strength = usePasswordStrength(passwordField ? values[passwordField] : '', [
    values.email,
    values.fullname,
  ]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const modeChanged = useRef(false);

  useEffect(() => {
    // After a mode change, move focus to the new form's title so keyboard and screen reader
    // users land at its start; not on first render, where the page itself is the start.
    if (modeChanged.current) titleRef.current?.focus();
  }, [mode]);

  const switchMode = (next: LoginMode, nextMessage: LoginMessage | null = null) => {
    modeChanged.current = true;
    setMode(next);
    setProblems({});
    setMessage(nextMessage);
    setValues((v) => ({ ...emptyLoginValues, email: v.email }));
  };

  const bind = (field: LoginField) => {
    const problem = problems[field];
    return {
      value: values[field],
      error:
        problem === 'passwordWeak'
          ? weakReason
          : problem
            ? t(`validation.${problem}`, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH })
            : undefined,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [field]: value }));
        if (problem) setProblems((p) => ({ ...p, [field]: undefined }));
      },
    };
  };

  const submit = async () => {
    const email = values.email.trim();
    switch (mode) {
      case 'signIn':
        completeLogin(await login({ email, password: values.password }));
        return;
      case 'signUp':
        await signup({ email, fullname: values.fullname.trim(), password: values.password });
        switchMode('signIn', { type: 'success', text: t('messages.accountCreated') });
        return;
      case 'resetRequest':
        await requestPasswordReset({ email, language: currentLanguage() });
        switchMode('resetVerify', { type: 'success', text: t('messages.otpSent') });
        return;
      case 'resetVerify':
        await verifyOtp({ email, otp: values.otp.trim(), new_password: values.newPassword });
        switchMode('signIn', { type: 'success', text: t('messages.resetSuccess') });
        return;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const form = event.currentTarget;
    const found = validateLogin(mode, values);
    setProblems(found);
    const focus = (field: LoginField) => form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
    const firstInvalid = fieldsOf[mode].find((field) => found[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    setBusy(true);
    try {
      if (passwordField) {
        const verdict = await checkPassword(
          values[passwordField],
          [values.email, values.fullname],
          currentLanguage(),
        ).catch(() => null);
        // A password anyone could guess is refused here, with the reason; an estimator that
        // could not load leaves the decision to the server's rules.
        if (verdict && !isStrongEnough(verdict)) {
          setWeakReason(weakText(verdict));
          setProblems({ [passwordField]: 'passwordWeak' });
          focus(passwordField);
          return;
        }
      }
      await submit();
    } catch (error) {
      setMessage({ type: 'error', text: getErrorMessage(error, t, t('errors:operationFailed')) });
    } finally {
      setBusy(false);
    }
  };

  /** A lost or late code: the same email gets a new one. */
  const resendCode = async () => {
    setMessage(null);
    setBusy(true);
    try {
      await requestPasswordReset({ email: values.email.trim(), language: currentLanguage() });
      setMessage({ type: 'success', text: t('messages.codeResent', { email: values.email.trim() }) });
    } catch (error) {
      setMessage({ type: 'error', text: getErrorMessage(error, t, t('errors:operationFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const onGoogleCredential = async (credential: string) => {
    setMessage(null);
    setBusy(true);
    try {
      const { email, name } = readGoogleClaims(credential);
      completeLogin(await googleLogin({ token_id: credential, email, name }));
    } catch {
      setMessage({ type: 'error', text: t('google.failed') });
    } finally {
      setBusy(false);
    }
  };

  return {
    mode,
    email: values.email.trim(),
    message,
    busy,
    titleRef,
    switchMode,
    bind,
    onSubmit,
    onGoogleCredential,
    resendCode,
    strength,
  };
}
