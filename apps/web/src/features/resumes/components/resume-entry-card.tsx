/** One entry of a resume section as a card: its fields, move up or down, and remove. */
import { ActionIcon, Group, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { entryTitle, type Entry, type SectionSpec } from '../form/model.ts';
import type { UncertainFlag } from '../form/review.ts';

import { DateRange, Field, FlagNote } from './resume-form-fields.tsx';

interface EntryCardProps {
  spec: SectionSpec;
  entry: Entry;
  index: number;
  count: number;
  /** Pointer of this entry in the stored resume, when it came from there (flags refer to it). */
  base: string | null;
  flags: Map<string, UncertainFlag[]>;
  onChange: (entry: Entry) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

export function EntryCard({
  spec,
  entry,
  index,
  count,
  base,
  flags,
  onChange,
  onMove,
  onRemove,
}: EntryCardProps) {
  const { t } = useTranslation('resumes');
  const title = entryTitle(spec, entry) || t('form.entryN', { n: index + 1 });
  // Fields of an entry added here get pointers nothing refers to, so no flag matches them.
  const at = base ?? `/${spec.key}/new-${index}`;
  const own = base ? flags.get(base) : undefined;
  return (
    <fieldset
      data-testid={`entry-${spec.key}`}
      data-uncertain={own ? 'true' : undefined}
      style={{
        border: `1px solid var(--mantine-color-${own ? 'orange-6' : 'gray-3'})`,
        borderRadius: 8,
        padding: '12px 14px 14px',
        margin: 0,
        minWidth: 0,
      }}
    >
      <legend style={{ padding: '0 6px', fontWeight: 600, maxWidth: '100%', overflowWrap: 'anywhere' }}>
        {title}
      </legend>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <FlagNote flags={own} />
          <Group gap={4} wrap="nowrap" ml="auto">
            <Tooltip label={t('form.moveUp')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('form.moveUpLabel', { title })}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('form.moveDown')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('form.moveDownLabel', { title })}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('form.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('form.removeLabel', { title })}
                onClick={onRemove}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {spec.fields
            .filter((f) => f.kind === 'text' || f.kind === 'date')
            .map((f) => (
              <Field
                key={f.name}
                path={`${at}/${f.name}`}
                label={t(`form.fields.${spec.key}.${f.name}`)}
                spec={f}
                entry={entry}
                flags={flags}
                onChange={onChange}
              />
            ))}
        </SimpleGrid>
        {spec.range && <DateRange base={at} entry={entry} flags={flags} onChange={onChange} />}
        {spec.fields
          .filter((f) => f.kind === 'textarea' || f.kind === 'list')
          .map((f) => (
            <Field
              key={f.name}
              path={`${at}/${f.name}`}
              label={t(`form.fields.${spec.key}.${f.name}`)}
              spec={f}
              entry={entry}
              flags={flags}
              onChange={onChange}
            />
          ))}
      </Stack>
    </fieldset>
  );
}
