/** The pieces of the resume form: one field, a date range, a flag's note and the section controls. */
import { useEffect, useRef } from 'react';
import { Badge, Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  isIsoPartialDate,
  isPresent,
  linesOf,
  textOf,
  withLines,
  withText,
  type Entry,
  type FieldSpec,
} from '../form/model.ts';
import type { UncertainFlag } from '../form/review.ts';
import { useReasonText } from '../hooks/use-reason-text.ts';

/** Dark orange that keeps a 7:1 contrast on white and on the light orange of flagged fields. */
export const WARN_TEXT = '#9c3a0a';

/** DOM id of a field, so the list of things to check can move focus to it. */
export const fieldId = (path: string) => `rf${path.replace(/[^\w-]/g, '_')}`;

export function FlagNote({ flags }: { flags: UncertainFlag[] | undefined }) {
  const { t } = useTranslation('resumes');
  const reason = useReasonText();
  if (!flags?.length) return null;
  return (
    <Text component="span" fz="xs" c={WARN_TEXT} data-testid="uncertain-note">
      <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: '-1px', marginRight: 4 }} />
      {t('form.toCheck', { reason: flags.map(reason).join('; ') })}
    </Text>
  );
}

const flaggedStyles = {
  input: {
    borderColor: 'var(--mantine-color-orange-6)',
    borderWidth: 2,
    background: 'var(--mantine-color-orange-0)',
  },
};

interface FieldProps {
  path: string;
  label: string;
  spec: FieldSpec;
  entry: Entry;
  flags: Map<string, UncertainFlag[]>;
  onChange: (entry: Entry) => void;
}

export function Field({ path, label, spec, entry, flags, onChange }: FieldProps) {
  const { t } = useTranslation('resumes');
  const own = flags.get(path);
  const common = {
    id: fieldId(path),
    label,
    styles: own ? flaggedStyles : undefined,
    'data-uncertain': own ? 'true' : undefined,
  };
  if (spec.kind === 'list') {
    return (
      <Textarea
        {...common}
        description={own ? <FlagNote flags={own} /> : t('form.onePerLine')}
        autosize
        minRows={2}
        maxRows={12}
        value={linesOf(entry, spec.name)}
        onChange={(e) => onChange(withLines(entry, spec.name, e.currentTarget.value))}
      />
    );
  }
  if (spec.kind === 'textarea') {
    return (
      <Textarea
        {...common}
        description={own ? <FlagNote flags={own} /> : undefined}
        autosize
        minRows={2}
        maxRows={14}
        value={textOf(entry, spec.name)}
        onChange={(e) => onChange(withText(entry, spec.name, e.currentTarget.value))}
      />
    );
  }
  const value = textOf(entry, spec.name);
  const badDate = spec.kind === 'date' && value.trim() !== '' && !isIsoPartialDate(value);
  return (
    <TextInput
      {...common}
      description={own ? <FlagNote flags={own} /> : spec.kind === 'date' ? t('form.dateHint') : undefined}
      placeholder={spec.kind === 'date' ? t('form.datePlaceholder') : undefined}
      value={value}
      error={badDate ? t('form.dateFormat') : undefined}
      onChange={(e) => onChange(withText(entry, spec.name, e.currentTarget.value))}
    />
  );
}

export function DateRange({
  base,
  entry,
  flags,
  onChange,
}: {
  base: string;
  entry: Entry;
  flags: Map<string, UncertainFlag[]>;
  onChange: (entry: Entry) => void;
}) {
  const { t } = useTranslation('resumes');
  const ongoing = isPresent(entry.endDate);
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field
          path={`${base}/startDate`}
          label={t('form.fields.startDate')}
          spec={{ name: 'startDate', kind: 'date' }}
          entry={entry}
          flags={flags}
          onChange={onChange}
        />
        {ongoing ? (
          <TextInput
            id={fieldId(`${base}/endDate`)}
            label={t('form.fields.endDate')}
            value={t('form.present')}
            readOnly
            disabled
            description={
              flags.get(`${base}/endDate`) ? <FlagNote flags={flags.get(`${base}/endDate`)} /> : undefined
            }
          />
        ) : (
          <Field
            path={`${base}/endDate`}
            label={t('form.fields.endDate')}
            spec={{ name: 'endDate', kind: 'date' }}
            entry={entry}
            flags={flags}
            onChange={onChange}
          />
        )}
      </SimpleGrid>
      <Checkbox
        label={t('form.current')}
        checked={ongoing}
        onChange={(e) => {
          const next = { ...entry };
          if (e.currentTarget.checked) next.endDate = 'present';
          else delete next.endDate;
          onChange(next);
        }}
      />
    </Stack>
  );
}

/** Takes the focus when it appears: the removed entry's buttons are gone, and undo is the next step. */
export function UndoButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('resumes');
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Button ref={ref} size="xs" variant="default" onClick={onClick}>
      {t('form.undo')}
    </Button>
  );
}

/** Count of flags at or under a pointer. */
export function flagsUnder(flags: Map<string, UncertainFlag[]>, prefix: string): number {
  let n = 0;
  for (const [path, list] of flags) if (path === prefix || path.startsWith(`${prefix}/`)) n += list.length;
  return n;
}

export function SectionControl({ label, count, flagged }: { label: string; count: number; flagged: number }) {
  const { t } = useTranslation('resumes');
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600}>{label}</Text>
      <Badge variant="default" size="sm" aria-label={t('form.entryCount', { count })}>
        {count}
      </Badge>
      {flagged > 0 && (
        <Badge variant="filled" color={WARN_TEXT} size="sm">
          {t('form.toCheckCount', { count: flagged })}
        </Badge>
      )}
    </Group>
  );
}
