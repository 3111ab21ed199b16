import { AppError } from '../errors.ts';
import { ErrorCode } from '@tailor/contract';

/** zxcvbn's 0-4 score a new password needs, as the web asks: 3 is "safely unguessable" online. */
const MIN_SCORE = 3;

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

/**
 * Refuses a new password an attacker would guess (a common password, a word, the person's own
 * name or email), whatever client sent it: the web says the same before it is sent.
 */
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
