import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type DocumentPaper, type DocumentTemplate, type Language } from '@tailor/contract';

/** How a generation's documents are laid out: template and paper for both, the CV's headings and dates. */
export interface DocumentChoice {
  template: DocumentTemplate;
  paper: DocumentPaper;
  cv_language: Language;
}

/** The template, paper and CV language of a generation's documents, chosen without generating again. */
export function DocumentOptions({
  value,
  onChange,
}: {
  value: DocumentChoice;
  onChange: (next: DocumentChoice) => void;
}) {
  const { t } = useTranslation('applications');
  const options: Array<{
    key: keyof DocumentChoice;
    label: string;
    data: { value: string; label: string }[];
  }> = [
    {
      key: 'template',
      label: t('modals.template'),
      data: [
        { value: 'classic', label: t('modals.templateClassic') },
        { value: 'modern', label: t('modals.templateModern') },
      ],
    },
    {
      key: 'paper',
      label: t('modals.paper'),
      data: [
        { value: 'a4', label: 'A4' },
        { value: 'us-letter', label: t('modals.paperLetter') },
      ],
    },
    {
      key: 'cv_language',
      label: t('documents.cvLanguage'),
      data: LANGUAGES.map((l) => ({ value: l, label: t(`match.languages.${l}`) })),
    },
  ];
  return (
    <Stack gap={4} data-testid="document-options">
      <Group gap="md" wrap="wrap" align="flex-end">
        {options.map((option) => (
          <Stack key={option.key} gap={2}>
            <Text fz="xs" fw={500} c="dimmed">
              {option.label}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={option.label}
              value={value[option.key]}
              // The values offered are the option's own: the choice stays one the server accepts.
              onChange={(v) => onChange({ ...value, [option.key]: v } as DocumentChoice)}
              data={option.data}
            />
          </Stack>
        ))}
      </Group>
      <Text fz="xs" c="dimmed">
        {t('documents.cvLanguageHint')}
      </Text>
    </Stack>
  );
}
