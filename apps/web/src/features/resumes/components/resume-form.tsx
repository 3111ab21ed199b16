import { useState } from 'react';
import { Accordion, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  entriesOf,
  entryTitle,
  isRecord,
  pointer,
  sectionSpecs,
  type Entry,
  type ResumeObject,
} from '../form/model.ts';
import { originalIndex, sectionKeysOf, type EntryKeys, type UncertainFlag } from '../form/review.ts';
import { BasicsSection } from './resume-basics-section.tsx';
import { EntryCard } from './resume-entry-card.tsx';
import { fieldId, FlagNote, flagsUnder, SectionControl, UndoButton } from './resume-form-fields.tsx';

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

/** The new entry renders on the next frame: then its first field takes the focus, in view. */
const focusNewEntry = (section: string, index: number, field: string) =>
  requestAnimationFrame(() => {
    const target = document.getElementById(fieldId(`/${section}/new-${index}/${field}`));
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  });

let newKeyCounter = 0;
const newKey = () => `n${++newKeyCounter}`;

interface Removed {
  section: string;
  index: number;
  entry: Entry;
  key: string;
  title: string;
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

  const keysOf = (section: string, length: number): string[] => sectionKeysOf(keys, section, length);

  const setSection = (section: string, entries: Entry[], sectionKeys: string[]) =>
    onChange({ data: { ...data, [section]: entries }, keys: { ...keys, [section]: sectionKeys } });

  const basics: Entry = isRecord(data.basics) ? data.basics : {};
  const setBasics = (next: Entry) => onChange({ data: { ...data, basics: next }, keys });

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
      <Accordion
        multiple
        value={opened}
        onChange={onOpenedChange}
        variant="separated"
        // Sections sit right under the page's title: their headings come next in the outline.
        order={2}
        transitionDuration={0}
        chevronPosition="left"
      >
        <BasicsSection basics={basics} flags={flags} onChange={setBasics} />

        {sectionSpecs.map((spec) => {
          const entries = entriesOf(data, spec.key);
          const sectionKeys = keysOf(spec.key, entries.length);
          const label = t(`form.sections.${spec.key}`);
          return (
            <Accordion.Item key={spec.key} value={spec.key} data-testid={`section-${spec.key}`}>
              <Accordion.Control>
                <SectionControl
                  label={label}
                  count={entries.length}
                  flagged={flagsUnder(flags, `/${spec.key}`)}
                />
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
                        onChange={(next) =>
                          setSection(
                            spec.key,
                            entries.map((e, i) => (i === index ? next : e)),
                            sectionKeys,
                          )
                        }
                        onMove={(delta) => {
                          const to = index + delta;
                          const movedEntries = [...entries];
                          const movedKeys = [...sectionKeys];
                          [movedEntries[index], movedEntries[to]] = [movedEntries[to]!, movedEntries[index]!];
                          [movedKeys[index], movedKeys[to]] = [movedKeys[to]!, movedKeys[index]!];
                          setSection(spec.key, movedEntries, movedKeys);
                        }}
                        onRemove={() =>
                          setConfirming({
                            section: spec.key,
                            index,
                            entry,
                            key,
                            title: entryTitle(spec, entry) || t('form.entryN', { n: index + 1 }),
                          })
                        }
                      />
                    );
                  })}
                  <Group>
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => {
                        setSection(spec.key, [...entries, {}], [...sectionKeys, newKey()]);
                        focusNewEntry(spec.key, entries.length, spec.fields[0]?.name ?? '');
                      }}
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
      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('form.removeTitle')}
        centered
      >
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
      </Dialog>
    </>
  );
}
