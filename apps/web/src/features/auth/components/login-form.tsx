import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@tailor/contract';
import { usePublicConfig } from '../../../hooks/use-public-config.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { googleLogin } from '../api/google-login.ts';
import { login } from '../api/login.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { signup } from '../api/signup.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { readGoogleClaims } from '../google-credential.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

export type LoginMode = 'signIn' | 'signUp' | 'resetRequest' | 'resetVerify';

type Field =
  'email' | 'fullname' | 'password' | 'confirmPassword' | 'otp' | 'newPassword' | 'confirmNewPassword';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;
interface Message {
  type: 'success' | 'error';
  text: string;
}

const emptyValues: Values = {
  email: '',
  fullname: '',
  password: '',
  confirmPassword: '',
  otp: '',
  newPassword: '',
  confirmNewPassword: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OTP_PATTERN = /^\d{6}$/;

/** The fields each mode shows; every shown field is required (SPEC.md section 5). */
const fieldsOf: Record<LoginMode, Field[]> = {
  signIn: ['email', 'password'],
  signUp: ['email', 'fullname', 'password', 'confirmPassword'],
  resetRequest: ['email'],
  resetVerify: ['otp', 'newPassword', 'confirmNewPassword'],
};

export function LoginForm({ initialMode = 'signIn' }: { initialMode?: LoginMode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const completeLogin = useCompleteLogin();
  const { config } = usePublicConfig();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const modeChanged = useRef(false);

  useEffect(() => {
    // After a mode change, move focus to the new form's title so keyboard and screen reader
    // users land at its start; not on first render, where the page itself is the start.
    if (modeChanged.current) titleRef.current?.focus();
  }, [mode]);

  const operationFailed = t('errors:operationFailed');

  const switchMode = (next: LoginMode, nextMessage: Message | null = null) => {
    modeChanged.current = true;
    setMode(next);
    setErrors({});
    setMessage(nextMessage);
    setValues((v) => ({ ...emptyValues, email: v.email }));
  };

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
  });

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of fieldsOf[mode]) {
      if (values[field].trim() === '') found[field] = t('validation.required');
    }
    if (!found.email && fieldsOf[mode].includes('email') && !EMAIL_PATTERN.test(values.email.trim())) {
      found.email = t('validation.email');
    }
    if (mode === 'signUp') {
      if (!found.password && values.password.length < MIN_PASSWORD_LENGTH) {
        found.password = t('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
      }
      if (!found.confirmPassword && values.password !== values.confirmPassword) {
        found.confirmPassword = t('validation.passwordsMismatch');
      }
    }
    if (mode === 'resetVerify') {
      if (!found.otp && !OTP_PATTERN.test(values.otp.trim())) found.otp = t('validation.code');
      if (!found.newPassword && values.newPassword.length < MIN_PASSWORD_LENGTH) {
        found.newPassword = t('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
      }
      if (!found.confirmNewPassword && values.newPassword !== values.confirmNewPassword) {
        found.confirmNewPassword = t('validation.newPasswordsMismatch');
      }
    }
    return found;
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
    const found = validate();
    setErrors(found);
    const firstInvalid = fieldsOf[mode].find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await submit();
    } catch (error) {
      setMessage({ type: 'error', text: getErrorMessage(error, t, operationFailed) });
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

  const titles: Record<LoginMode, string> = {
    signIn: t('signIn.title'),
    signUp: t('signUp.title'),
    resetRequest: t('reset.title'),
    resetVerify: t('reset.title'),
  };
  const submitLabels: Record<LoginMode, string> = {
    signIn: t('signIn.submit'),
    signUp: t('signUp.submit'),
    resetRequest: t('reset.sendCode'),
    resetVerify: t('reset.submit'),
  };
  const passwordToggle = { visibilityToggleButtonProps: { 'aria-label': t('fields.togglePassword') } };
  const showGoogle = Boolean(config?.google_client_id) && (mode === 'signIn' || mode === 'signUp');

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }} w="100%">
      <Title
        order={2}
        fz={22}
        mb={4}
        ref={titleRef}
        tabIndex={-1}
        data-testid="form-title"
        style={{ outline: 'none' }}
      >
        {titles[mode]}
      </Title>
      {mode === 'resetRequest' && (
        <Text c="dimmed" fz="sm">
          {t('reset.requestHint')}
        </Text>
      )}
      {mode === 'resetVerify' && (
        <Text c="dimmed" fz="sm">
          {t('reset.verifyHint', { email: values.email.trim() })}
        </Text>
      )}

      {message && (
        <Alert
          mt="md"
          variant="light"
          color={message.type === 'success' ? 'green' : 'red'}
          icon={
            message.type === 'success' ? (
              <IconCircleCheck size={20} aria-hidden />
            ) : (
              <IconAlertCircle size={20} aria-hidden />
            )
          }
          role={message.type === 'success' ? 'status' : 'alert'}
          id="form-message"
          data-testid="form-message"
        >
          {message.text}
        </Alert>
      )}

      <Stack gap="md" mt="lg">
        {showGoogle && config?.google_client_id && (
          <GoogleSignInButton
            clientId={config.google_client_id}
            locale={currentLanguage()}
            onCredential={(credential) => void onGoogleCredential(credential)}
            after={<Divider label={t('or')} labelPosition="center" />}
          />
        )}

        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-describedby={message ? 'form-message' : undefined}
        >
          <Stack gap="sm">
            {fieldsOf[mode].includes('email') && (
              <TextInput
                {...bind('email')}
                name="email"
                type="email"
                label={t('fields.email')}
                placeholder={t('fields.emailPlaceholder')}
                autoComplete={mode === 'signUp' ? 'email' : 'username'}
                required
              />
            )}
            {mode === 'signUp' && (
              <TextInput
                {...bind('fullname')}
                name="fullname"
                label={t('fields.fullname')}
                placeholder={t('fields.fullnamePlaceholder')}
                autoComplete="name"
                required
              />
            )}
            {(mode === 'signIn' || mode === 'signUp') && (
              <PasswordInput
                {...bind('password')}
                {...passwordToggle}
                name="password"
                label={t('fields.password')}
                description={
                  mode === 'signUp' ? t('fields.passwordHint', { min: MIN_PASSWORD_LENGTH }) : undefined
                }
                autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                required
              />
            )}
            {mode === 'signUp' && (
              <PasswordInput
                {...bind('confirmPassword')}
                {...passwordToggle}
                name="confirmPassword"
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                required
              />
            )}
            {mode === 'resetVerify' && (
              <>
                <TextInput
                  {...bind('otp')}
                  name="otp"
                  label={t('fields.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                />
                <PasswordInput
                  {...bind('newPassword')}
                  {...passwordToggle}
                  name="newPassword"
                  label={t('fields.newPassword')}
                  description={t('fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
                  autoComplete="new-password"
                  required
                />
                <PasswordInput
                  {...bind('confirmNewPassword')}
                  {...passwordToggle}
                  name="confirmNewPassword"
                  label={t('fields.confirmNewPassword')}
                  autoComplete="new-password"
                  required
                />
              </>
            )}

            {mode === 'signIn' && (
              <Group justify="flex-end">
                <Anchor component="button" type="button" fz="sm" onClick={() => switchMode('resetRequest')}>
                  {t('toggles.forgotPassword')}
                </Anchor>
              </Group>
            )}

            <Button type="submit" fullWidth size="md" mt="xs" loading={busy}>
              {submitLabels[mode]}
            </Button>
          </Stack>
        </form>

        <Stack gap={6} align="center">
          {mode === 'signIn' && (
            <Anchor component="button" type="button" fz="sm" onClick={() => switchMode('signUp')}>
              {t('toggles.noAccount')}
            </Anchor>
          )}
          {mode === 'signUp' && (
            <Anchor component="button" type="button" fz="sm" onClick={() => switchMode('signIn')}>
              {t('toggles.haveAccount')}
            </Anchor>
          )}
          {(mode === 'resetRequest' || mode === 'resetVerify') && (
            <Anchor component="button" type="button" fz="sm" onClick={() => switchMode('signIn')}>
              {t('toggles.rememberPassword')}
            </Anchor>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
