import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStrongEnough, type PasswordVerdict } from '../../lib/password-strength.ts';

/** "Strength: weak. This is a commonly used password.": said as the password is typed. */
export function PasswordStrengthNote({ verdict }: { verdict: PasswordVerdict | null }) {
  const { t } = useTranslation('common');
  return (
    <Text component="span" display="block" fz="xs" aria-live="polite" data-testid="password-strength">
      {verdict && (
        <Text component="span" fz="xs" c={isStrongEnough(verdict) ? 'teal.9' : 'red.9'}>
          {t('passwordStrength.label', { level: t(`passwordStrength.levels.${verdict.score}`) })}
          {!isStrongEnough(verdict) && verdict.warning ? ` ${verdict.warning}` : ''}
        </Text>
      )}
    </Text>
  );
}

/** Why a password is refused, with the estimator's reason when it gives one. */
export function useWeakPasswordText(): (verdict: PasswordVerdict) => string {
  const { t } = useTranslation('common');
  return (verdict) =>
    t('passwordStrength.weak', {
      reason: verdict.warning ?? verdict.suggestions[0] ?? t('passwordStrength.fallback'),
    });
}
