import { AppError } from '../errors.ts';
import { ErrorCode } from '@tailor/contract';

/**
 * zxcvbn's 0-4 score a new password needs here: above 0, the passwords every list of leaked ones
 * starts with ("password", "12345678"). The web asks for 3 ("safely unguessable") as it is typed;
 * the server refuses only what no client should let through, so API clients that keep to the
 * documented rule (at least 8 characters) with a password of their own are not refused.
 */
const MIN_SCORE = 1;

type Check = (password: string, userInputs: string[]) => { score: number; warning: string | null };
let checker: Promise<Check> | undefined;

/** The estimator with the common passwords and the English, French and Spanish words, loaded once. */
function loadChecker(): Promise<Check> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, fr, es] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-fr'),
      import('@zxcvbn-ts/language-es-es'),
    ]);
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return (password, userInputs) => {
      const { score, feedback } = factory.check(password, userInputs);
      return { score, warning: feedback.warning ?? null };
    };
  })();
  return checker;
}

/** Refuses a new password found at the top of the leaked-password lists, whatever client sent it. */
export async function assertStrongPassword(password: string, knownAs: string[]): Promise<void> {
  const check = await loadChecker();
  const inputs = knownAs.flatMap((s) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const { score, warning } = check(password.slice(0, 256), inputs);
  if (score >= MIN_SCORE) return;
  throw new AppError(
    ErrorCode.validation,
    400,
    `password is too easy to guess${warning ? `: ${warning.replace(/\.$/, '')}` : ''}; add more words or characters`,
  );
}
