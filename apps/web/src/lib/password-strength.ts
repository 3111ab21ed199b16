import type { Language } from '@tailor/contract';

/** zxcvbn's 0-4 score a new password needs: 3 is "safely unguessable" for an online attack. */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordVerdict {
  score: number;
  /** Why it is weak, in the reader's language (null when the estimator has nothing to say). */
  warning: string | null;
  suggestions: string[];
}

type Check = (password: string, userInputs: string[]) => PasswordVerdict;

const checkers = new Map<Language, Promise<Check>>();

/**
 * The estimator with the common passwords, English words and the reader's own language, loaded
 * on first use: its dictionaries are large, and only the forms that set a password need them.
 */
function loadChecker(language: Language): Promise<Check> {
  const known = checkers.get(language);
  if (known) return known;
  const loading = (async () => {
    const [{ ZxcvbnFactory }, common, en, own] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      language === 'fr'
        ? import('@zxcvbn-ts/language-fr')
        : language === 'es'
          ? import('@zxcvbn-ts/language-es-es')
          : import('@zxcvbn-ts/language-en'),
    ]);
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...own.dictionary },
      graphs: common.adjacencyGraphs,
      translations: own.translations,
    });
    return (password: string, userInputs: string[]) => {
      const { score, feedback } = factory.check(password, userInputs);
      return { score, warning: feedback.warning ?? null, suggestions: feedback.suggestions };
    };
  })();
  // A failed load (offline) is tried again next time.
  loading.catch(() => checkers.delete(language));
  checkers.set(language, loading);
  return loading;
}

/**
 * How guessable a new password is. `userInputs` are words the person is known by (email, name):
 * a password made of them is weak whatever its length.
 */
export async function checkPassword(
  password: string,
  userInputs: string[],
  language: Language,
): Promise<PasswordVerdict> {
  const check = await loadChecker(language);
  return check(
    password,
    userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean),
  );
}

export const isStrongEnough = (verdict: PasswordVerdict): boolean => verdict.score >= MIN_PASSWORD_SCORE;
