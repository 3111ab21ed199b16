import { useEffect, useRef, useState } from 'react';
import {
  Accordion,
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  basicsFields,
  entriesOf,
  entryTitle,
  isIsoPartialDate,
  isPresent,
  isRecord,
  linesOf,
  locationFields,
  pointer,
  profileFields,
  sectionSpecs,
  textOf,
  withLines,
  withText,
  type Entry,
  type FieldSpec,
  type ResumeObject,
  type SectionSpec,
} from '../form/model.ts';
import { originalIndex, type EntryKeys, type UncertainFlag } from '../form/review.ts';
import { useReasonText } from '../hooks/use-reason-text.ts';

export interface FormValue {
  data: ResumeObject;
  keys: EntryKeys;
}

export interface ResumeFormProps {
  value: FormValue;
  onChange: (next: FormValue) => void;
  /** Flags by JSON Pointer; empty once the user has confirmed the data. */
  flags: Map<string, UncertainFlag[]>;
  /** Open sections (accordion values), controlled so a flag link can open its section. */
  opened: string[];
  onOpenedChange: (opened: string[]) => void;
}

/** Dark orange that keeps a 7:1 contrast on white and on the light orange of flagged fields. */
export const WARN_TEXT = '#9c3a0a';

let newKeyCounter = 0;
const newKey = () => `n${++newKeyCounter}`;

/** DOM id of a field, so the list of things to check can move focus to it. */
export const fieldId = (path: string) => `rf${path.replace(/[^\w-]/g, '_')}`;

function FlagNote({ flags }: { flags: UncertainFlag[] | undefined }) {
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
  input: { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2, background: 'var(--mantine-color-orange-0)' },
};

interface FieldProps {
  path: string;
  label: string;
  spec: FieldSpec;
  entry: Entry;
  flags: Map<string, UncertainFlag[]>;
  onChange: (entry: Entry) => void;
}

function Field({ path, label, spec, entry, flags, onChange }: FieldProps) {
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

function DateRange({ base, entry, flags, onChange }: { base: string; entry: Entry; flags: Map<string, UncertainFlag[]>; onChange: (entry: Entry) => void }) {
  const { t } = useTranslation('resumes');
  const ongoing = isPresent(entry.endDate);
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field path={`${base}/startDate`} label={t('form.fields.startDate')} spec={{ name: 'startDate', kind: 'date' }} entry={entry} flags={flags} onChange={onChange} />
        {ongoing ? (
          <TextInput
            id={fieldId(`${base}/endDate`)}
            label={t('form.fields.endDate')}
            value={t('form.present')}
            readOnly
            disabled
            description={flags.get(`${base}/endDate`) ? <FlagNote flags={flags.get(`${base}/endDate`)} /> : undefined}
          />
        ) : (
          <Field path={`${base}/endDate`} label={t('form.fields.endDate')} spec={{ name: 'endDate', kind: 'date' }} entry={entry} flags={flags} onChange={onChange} />
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

function EntryCard({ spec, entry, index, count, base, flags, onChange, onMove, onRemove }: EntryCardProps) {
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
      <legend style={{ padding: '0 6px', fontWeight: 600, maxWidth: '100%', overflowWrap: 'anywhere' }}>{title}</legend>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <FlagNote flags={own} />
          <Group gap={4} wrap="nowrap" ml="auto">
            <Tooltip label={t('form.moveUp')}>
              <ActionIcon variant="subtle" size="lg" aria-label={t('form.moveUpLabel', { title })} disabled={index === 0} onClick={() => onMove(-1)}>
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('form.moveDown')}>
              <ActionIcon variant="subtle" size="lg" aria-label={t('form.moveDownLabel', { title })} disabled={index === count - 1} onClick={() => onMove(1)}>
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('form.remove')}>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('form.removeLabel', { title })} onClick={onRemove}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {spec.fields
            .filter((f) => f.kind === 'text' || f.kind === 'date')
            .map((f) => (
              <Field key={f.name} path={`${at}/${f.name}`} label={t(`form.fields.${spec.key}.${f.name}`)} spec={f} entry={entry} flags={flags} onChange={onChange} />
            ))}
        </SimpleGrid>
        {spec.range && <DateRange base={at} entry={entry} flags={flags} onChange={onChange} />}
        {spec.fields
          .filter((f) => f.kind === 'textarea' || f.kind === 'list')
          .map((f) => (
            <Field key={f.name} path={`${at}/${f.name}`} label={t(`form.fields.${spec.key}.${f.name}`)} spec={f} entry={entry} flags={flags} onChange={onChange} />
          ))}
      </Stack>
    </fieldset>
  );
}

/** Takes the focus when it appears: the removed entry's buttons are gone, and undo is the next step. */
function UndoButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('resumes');
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Button ref={ref} size="xs" variant="default" onClick={onClick}>
      {t('form.undo')}
    </Button>
  );
}

interface Removed {
  section: string;
  index: number;
  entry: Entry;
  key: string;
  title: string;
}

/** Count of flags at or under a pointer. */
function flagsUnder(flags: Map<string, UncertainFlag[]>, prefix: string): number {
  let n = 0;
  for (const [path, list] of flags) if (path === prefix || path.startsWith(`${prefix}/`)) n += list.length;
  return n;
}

function SectionControl({ label, count, flagged }: { label: string; count: number; flagged: number }) {
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

/**
 * The resume as a form: the basics, then one section per part of JSON Resume, each entry with
 * its fields and buttons to move it or remove it (with a confirmation, then an undo).
 */
export function ResumeForm({ value, onChange, flags, opened, onOpenedChange }: ResumeFormProps) {
  const { t } = useTranslation('resumes');
  const { data, keys } = value;
  const [confirming, setConfirming] = useState<Removed | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);

  const keysOf = (section: string, length: number): string[] => {
    const own = keys[section];
    // Edits in the JSON tab may change a list behind the form's back: fall back to positions.
    return own && own.length === length ? own : Array.from({ length }, (_, i) => `j${i}`);
  };

  const setSection = (section: string, entries: Entry[], sectionKeys: string[]) =>
    onChange({ data: { ...data, [section]: entries }, keys: { ...keys, [section]: sectionKeys } });

  const basics: Entry = isRecord(data.basics) ? data.basics : {};
  const setBasics = (next: Entry) => onChange({ data: { ...data, basics: next }, keys });
  const location: Entry = isRecord(basics.location) ? basics.location : {};
  const profiles: Entry[] = Array.isArray(basics.profiles) ? basics.profiles.map((p) => (isRecord(p) ? p : {})) : [];

  const undo = () => {
    if (!removed) return;
    const entries = entriesOf(data, removed.section);
    const sectionKeys = keysOf(removed.section, entries.length);
    const at = Math.min(removed.index, entries.length);
    setSection(
      removed.section,
      [...entries.slice(0, at), removed.entry, ...entries.slice(at)],
      [...sectionKeys.slice(0, at), removed.key, ...sectionKeys.slice(at)],
    );
    setRemoved(null);
  };

  const confirmRemove = () => {
    if (!confirming) return;
    const entries = entriesOf(data, confirming.section);
    const sectionKeys = keysOf(confirming.section, entries.length);
    setSection(
      confirming.section,
      entries.filter((_, i) => i !== confirming.index),
      sectionKeys.filter((_, i) => i !== confirming.index),
    );
    setRemoved(confirming);
    setConfirming(null);
  };

  return (
    <>
      <Accordion multiple value={opened} onChange={onOpenedChange} variant="separated" transitionDuration={0} chevronPosition="left">
        <Accordion.Item value="basics">
          <Accordion.Control>
            <SectionControl label={t('form.sections.basics')} count={1} flagged={flagsUnder(flags, '/basics')} />
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <FlagNote flags={flags.get('/basics')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {basicsFields
                  .filter((f) => f.kind === 'text')
                  .map((f) => (
                    <Field key={f.name} path={pointer('basics', f.name)} label={t(`form.fields.basics.${f.name}`)} spec={f} entry={basics} flags={flags} onChange={setBasics} />
                  ))}
                {locationFields.map((f) => (
                  <Field
                    key={f.name}
                    path={pointer('basics', 'location', f.name)}
                    label={t(`form.fields.basics.${f.name}`)}
                    spec={f}
                    entry={location}
                    flags={flags}
                    onChange={(next) => setBasics({ ...basics, location: next })}
                  />
                ))}
              </SimpleGrid>
              {basicsFields
                .filter((f) => f.kind === 'textarea')
                .map((f) => (
                  <Field key={f.name} path={pointer('basics', f.name)} label={t(`form.fields.basics.${f.name}`)} spec={f} entry={basics} flags={flags} onChange={setBasics} />
                ))}
              <Text fw={600} fz="sm" component="h3" m={0}>
                {t('form.profiles')}
              </Text>
              {profiles.map((profile, i) => {
                const label = textOf(profile, 'network') || textOf(profile, 'url') || t('form.entryN', { n: i + 1 });
                return (
                  <Group key={i} align="flex-end" gap="xs" wrap="wrap" data-testid="profile-row">
                    {profileFields.map((f) => (
                      <div key={f.name} style={{ flex: '1 1 140px', minWidth: 0 }}>
                        <Field
                          path={pointer('basics', 'profiles', i, f.name)}
                          label={t(`form.fields.profiles.${f.name}`)}
                          spec={f}
                          entry={profile}
                          flags={flags}
                          onChange={(next) => setBasics({ ...basics, profiles: profiles.map((p, j) => (j === i ? next : p)) })}
                        />
                      </div>
                    ))}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mb={2}
                      aria-label={t('form.removeLabel', { title: label })}
                      onClick={() => setBasics({ ...basics, profiles: profiles.filter((_, j) => j !== i) })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                );
              })}
              <Group>
                <Button variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setBasics({ ...basics, profiles: [...profiles, {}] })}>
                  {t('form.addProfile')}
                </Button>
              </Group>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        {sectionSpecs.map((spec) => {
          const entries = entriesOf(data, spec.key);
          const sectionKeys = keysOf(spec.key, entries.length);
          const label = t(`form.sections.${spec.key}`);
          return (
            <Accordion.Item key={spec.key} value={spec.key} data-testid={`section-${spec.key}`}>
              <Accordion.Control>
                <SectionControl label={label} count={entries.length} flagged={flagsUnder(flags, `/${spec.key}`)} />
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <FlagNote flags={flags.get(`/${spec.key}`)} />
                  {removed?.section === spec.key && (
                    <Alert variant="light" color="gray" role="status" data-testid="undo-remove">
                      <Group justify="space-between" gap="xs">
                        <Text fz="sm">{t('form.removed', { title: removed.title })}</Text>
                        <UndoButton onClick={undo} />
                      </Group>
                    </Alert>
                  )}
                  {entries.length === 0 && (
                    <Text fz="sm" c="dimmed">
                      {t('form.emptySection')}
                    </Text>
                  )}
                  {entries.map((entry, index) => {
                    const key = sectionKeys[index] ?? `j${index}`;
                    const original = originalIndex(key);
                    return (
                      <EntryCard
                        key={key}
                        spec={spec}
                        entry={entry}
                        index={index}
                        count={entries.length}
                        base={original === null ? null : pointer(spec.key, original)}
                        flags={flags}
                        onChange={(next) => setSection(spec.key, entries.map((e, i) => (i === index ? next : e)), sectionKeys)}
                        onMove={(delta) => {
                          const to = index + delta;
                          const movedEntries = [...entries];
                          const movedKeys = [...sectionKeys];
                          [movedEntries[index], movedEntries[to]] = [movedEntries[to]!, movedEntries[index]!];
                          [movedKeys[index], movedKeys[to]] = [movedKeys[to]!, movedKeys[index]!];
                          setSection(spec.key, movedEntries, movedKeys);
                        }}
                        onRemove={() =>
                          setConfirming({ section: spec.key, index, entry, key, title: entryTitle(spec, entry) || t('form.entryN', { n: index + 1 }) })
                        }
                      />
                    );
                  })}
                  <Group>
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => setSection(spec.key, [...entries, {}], [...sectionKeys, newKey()])}
                    >
                      {t('form.add', { section: label })}
                    </Button>
                  </Group>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('form.removeTitle')} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <Stack gap="md">
          <Text fz="sm">{t('form.removeConfirm', { title: confirming?.title ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={confirmRemove} data-autofocus>
              {t('form.removeSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
