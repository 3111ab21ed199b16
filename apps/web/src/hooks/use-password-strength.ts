import { useEffect, useState } from 'react';
import { currentLanguage } from '../lib/i18n.ts';
import { checkPassword, type PasswordVerdict } from '../lib/password-strength.ts';

/** The verdict on a new password as it is typed; null while empty or still being judged. */
export function usePasswordStrength(password: string, userInputs: string[]): PasswordVerdict | null {
  const [judged, setJudged] = useState<{ password: string; verdict: PasswordVerdict } | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (password === '') return;
    let live = true;
    checkPassword(password, inputs.split('\n'), currentLanguage()).then(
      (verdict) => live && setJudged({ password, verdict }),
      // Without the estimator (offline) the field says nothing; the server still checks the length.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [password, inputs]);
  return password !== '' && judged?.password === password ? judged.verdict : null;
}
