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
import { PasswordStrengthNote } from '../../../components/ui/password-strength-note.tsx';
import { usePublicConfig } from '../../../hooks/use-public-config.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { fieldsOf, type LoginMode } from '../login-validation.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** Sign in, sign up and the two steps of a password reset, one at a time. */
export function LoginForm({ initialMode = 'signIn' }: { initialMode?: LoginMode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { config } = usePublicConfig();
  const form = useLoginForm(initialMode);
  const { mode, email, message, busy, titleRef, switchMode, bind, onSubmit, onGoogleCredential } = form;
  const newPasswordHint = (
    <>
      {t('fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      <PasswordStrengthNote verdict={form.strength} />
    </>
  );

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
          {t('reset.verifyHint', { email })}
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
                description={mode === 'signUp' ? newPasswordHint : undefined}
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
                  description={newPasswordHint}
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

            {mode === 'resetVerify' && (
              <Group justify="flex-end">
                <Anchor component="button" type="button" fz="sm" onClick={() => void form.resendCode()}>
                  {t('reset.resendCode')}
                </Anchor>
              </Group>
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
