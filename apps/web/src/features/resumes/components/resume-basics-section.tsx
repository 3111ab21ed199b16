import { Accordion, ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  basicsFields,
  isRecord,
  locationFields,
  pointer,
  profileFields,
  textOf,
  type Entry,
} from '../form/model.ts';
import type { UncertainFlag } from '../form/review.ts';
import { Field, FlagNote, flagsUnder, SectionControl } from './resume-form-fields.tsx';

export interface BasicsSectionProps {
  basics: Entry;
  /** Flags by JSON Pointer. */
  flags: Map<string, UncertainFlag[]>;
  onChange: (next: Entry) => void;
}

/** The basics as one accordion section: name and contact fields, the address, then the profiles. */
export function BasicsSection({ basics, flags, onChange }: BasicsSectionProps) {
  const { t } = useTranslation('resumes');
  const location: Entry = isRecord(basics.location) ? basics.location : {};
  const profiles: Entry[] = Array.isArray(basics.profiles)
    ? basics.profiles.map((p) => (isRecord(p) ? p : {}))
    : [];
  const basicsField = (f: (typeof basicsFields)[number]) => (
    <Field
      key={f.name}
      path={pointer('basics', f.name)}
      label={t(`form.fields.basics.${f.name}`)}
      spec={f}
      entry={basics}
      flags={flags}
      onChange={onChange}
    />
  );

  return (
    <Accordion.Item value="basics">
      <Accordion.Control>
        <SectionControl label={t('form.sections.basics')} count={1} flagged={flagsUnder(flags, '/basics')} />
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <FlagNote flags={flags.get('/basics')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {basicsFields.filter((f) => f.kind === 'text').map(basicsField)}
            {locationFields.map((f) => (
              <Field
                key={f.name}
                path={pointer('basics', 'location', f.name)}
                label={t(`form.fields.basics.${f.name}`)}
                spec={f}
                entry={location}
                flags={flags}
                onChange={(next) => onChange({ ...basics, location: next })}
              />
            ))}
          </SimpleGrid>
          {basicsFields.filter((f) => f.kind === 'textarea').map(basicsField)}
          <Text fw={600} fz="sm" component="h3" m={0}>
            {t('form.profiles')}
          </Text>
          {profiles.map((profile, i) => {
            const label =
              textOf(profile, 'network') || textOf(profile, 'url') || t('form.entryN', { n: i + 1 });
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
                      onChange={(next) =>
                        onChange({ ...basics, profiles: profiles.map((p, j) => (j === i ? next : p)) })
                      }
                    />
                  </div>
                ))}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={t('form.removeLabel', { title: label })}
                  onClick={() => onChange({ ...basics, profiles: profiles.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange({ ...basics, profiles: [...profiles, {}] })}
            >
              {t('form.addProfile')}
            </Button>
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
