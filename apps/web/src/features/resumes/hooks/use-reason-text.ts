import { useTranslation } from 'react-i18next';
import { KNOWN_REASONS, type UncertainFlag } from '../form/review.ts';

/** Why a field is flagged, in the reader's language; a reason this build does not know shows the server's text. */
export function useReasonText(): (flag: UncertainFlag) => string {
  const { t } = useTranslation('resumes');
  return (flag) =>
    (KNOWN_REASONS as readonly string[]).includes(flag.reason)
      ? t(`form.reasons.${flag.reason}`)
      : flag.message;
}
