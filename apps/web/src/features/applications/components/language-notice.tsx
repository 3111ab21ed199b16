import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tailor/contract';
import { usePublicConfig } from '../../../hooks/use-public-config.ts';

/**
 * Shown in the Generate dialog when the resume is written in another language than the documents
 * will be: what will be in which language, and a way to keep one language throughout.
 */
export function LanguageNotice({
  resume,
  document,
  onKeepResumeLanguage,
  disabled,
}: {
  resume: Language | null;
  document: Language;
  onKeepResumeLanguage: (language: Language) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('applications');
  const { config } = usePublicConfig();
  if (!resume || resume === document) return null;
  const names = { resume: t(`match.languages.${resume}`), document: t(`match.languages.${document}`) };
  return (
    <Alert color="blue" variant="light" data-testid="generate-language-notice">
      <Text fz="sm" fw={500}>
        {t('modals.languageDiffers', names)}
      </Text>
      <Text fz="sm" mt={4}>
        {config?.ai_engine === 'llm' ? t('modals.languageModel', names) : t('modals.languageOffline', names)}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        mt={6}
        px={0}
        onClick={() => onKeepResumeLanguage(resume)}
        disabled={disabled}
      >
        {t('modals.languageKeep', names)}
      </Button>
    </Alert>
  );
}
