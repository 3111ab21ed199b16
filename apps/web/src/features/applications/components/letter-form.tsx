import { ActionIcon, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CoverLetterData } from '@tailor/contract';

/** The letter as it reads, greeting to signature: the whole text for copying elsewhere. */
export function letterText(letter: CoverLetterData): string {
  return [letter.greeting, ...letter.paragraphs, letter.closing, letter.signature]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Empty paragraphs are dropped when the letter is saved. */
export const cleanLetter = (letter: CoverLetterData): CoverLetterData => ({
  ...letter,
  paragraphs: letter.paragraphs.filter((p) => p.trim() !== ''),
});

/** Every part of the cover letter a user may want to correct, one field each. */
export function LetterForm({
  letter,
  onChange,
}: {
  letter: CoverLetterData;
  onChange: (next: CoverLetterData) => void;
}) {
  const { t } = useTranslation('applications');
  const set = <K extends keyof CoverLetterData>(key: K, value: CoverLetterData[K]) =>
    onChange({ ...letter, [key]: value });
  return (
    <Stack gap="sm" data-testid="letter-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('documents.letter.recipientName')}
          value={letter.recipient.name ?? ''}
          onChange={(e) => set('recipient', { ...letter.recipient, name: e.currentTarget.value })}
        />
        <TextInput
          label={t('documents.letter.employer')}
          value={letter.recipient.employer}
          onChange={(e) => set('recipient', { ...letter.recipient, employer: e.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        label={t('documents.letter.subject')}
        value={letter.subject}
        onChange={(e) => set('subject', e.currentTarget.value)}
      />
      <TextInput
        label={t('documents.letter.greeting')}
        value={letter.greeting}
        onChange={(e) => set('greeting', e.currentTarget.value)}
      />
      {letter.paragraphs.map((paragraph, i) => (
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            label={t('documents.letter.paragraph', { n: i + 1 })}
            autosize
            minRows={3}
            maxRows={16}
            value={paragraph}
            onChange={(e) => {
              const value = e.currentTarget.value;
              set(
                'paragraphs',
                letter.paragraphs.map((p, j) => (j === i ? value : p)),
              );
            }}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            size="lg"
            disabled={letter.paragraphs.length <= 1}
            aria-label={t('documents.letter.removeParagraph', { n: i + 1 })}
            onClick={() =>
              set(
                'paragraphs',
                letter.paragraphs.filter((_, j) => j !== i),
              )
            }
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => set('paragraphs', [...letter.paragraphs, ''])}
        >
          {t('documents.letter.addParagraph')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('documents.letter.closing')}
          value={letter.closing}
          onChange={(e) => set('closing', e.currentTarget.value)}
        />
        <TextInput
          label={t('documents.letter.signature')}
          value={letter.signature}
          onChange={(e) => set('signature', e.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
