import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@tailor/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordStrengthNote, useWeakPasswordText } from '../../../components/ui/password-strength-note.tsx';
import { usePasswordStrength } from '../../../hooks/use-password-strength.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { checkPassword, isStrongEnough } from '../../../lib/password-strength.ts';
import { useAppState } from '../../../stores/app-state.ts';
import { changePassword } from '../api/change-password.ts';

const empty = { current: '', next: '', confirm: '' };

/** Current, new and confirm; nothing is sent when new and confirm differ or the new one is easy to guess. */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const user = useAppState((s) => s.user);
  const userInputs = [user?.email ?? '', user?.fullname ?? ''];
  const strength = usePasswordStrength(values.next, userInputs);
  const weakText = useWeakPasswordText();
  const set = (name: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const close = () => {
    setValues(empty);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.next !== values.confirm) {
      setError(t('errors:profile.passwordMismatch'));
      return;
    }
    if (values.next.length < MIN_PASSWORD_LENGTH) {
      setError(t('auth:validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const verdict = await checkPassword(values.next, userInputs, currentLanguage()).catch(() => null);
      if (verdict && !isStrongEnough(verdict)) {
        setError(weakText(verdict));
        return;
      }
      const { jwt } = await changePassword(values.current, values.next);
      const state = useAppState.getState();
      // Every other session ended with the old token; this one continues with the new one.
      state.setToken(jwt.access_token);
      state.setAlert({ type: 'success', message: t('passwordUpdated') });
      close();
    } catch {
      setError(t('errors:profile.updatePassword'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('password.title')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('password.current')}
            data-autofocus
            value={values.current}
            onChange={(e) => set('current')(e.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            label={t('password.new')}
            description={
              <>
                {t('auth:fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
                <PasswordStrengthNote verdict={strength} />
              </>
            }
            value={values.next}
            onChange={(e) => set('next')(e.currentTarget.value)}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label={t('password.confirm')}
            value={values.confirm}
            onChange={(e) => set('confirm')(e.currentTarget.value)}
            autoComplete="new-password"
            required
          />
          {error && (
            <Alert color="red" variant="light" role="alert" data-testid="password-error">
              <Text fz="sm">{error}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('password.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={!values.current || !values.next || !values.confirm}
            >
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
