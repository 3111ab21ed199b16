/** The review after an upload: what the reader was unsure of, entry by entry, and the confirmation. */
import { useRef, useState } from 'react';
import { Alert, Button, Group, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { entryTitle, sectionSpecs, type Entry, type ResumeObject } from '../form/model.ts';
import { flaggedEntry, incompleteEntries, type EntryKeys, type UncertainFlag } from '../form/review.ts';
import { useReasonText } from '../hooks/use-reason-text.ts';
import { WARN_TEXT } from './resume-form-fields.tsx';

export interface ReviewBannerProps {
  uncertain: readonly UncertainFlag[];
  data: ResumeObject;
  keys: EntryKeys;
  busy: boolean;
  saving: boolean;
  /** Opens the section of a pointer and moves the focus to its field. */
  onJump: (path: string) => void;
  onConfirm: () => void;
}

/**
 * A link in the banner, underlined. A button is laid out as an inline block, whose baseline is
 * its last line: aligned to the top, a wrapped item keeps its bullet beside its first line.
 */
function JumpLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <UnstyledButton
      onClick={onClick}
      fz="sm"
      td="underline"
      c={WARN_TEXT}
      style={{ verticalAlign: 'top', textAlign: 'start' }}
    >
      {children}
    </UnstyledButton>
  );
}

/** List items flow as text, so each bullet sits on the first line of a wrapped item. */
const inlineItems = { itemWrapper: { display: 'inline' }, itemLabel: { display: 'inline' } };

export function ReviewBanner({ uncertain, data, keys, busy, saving, onJump, onConfirm }: ReviewBannerProps) {
  const { t } = useTranslation('resumes');
  const reasonText = useReasonText();
  const [asked, setAsked] = useState(false);
  const warning = useRef<HTMLDivElement>(null);
  const incomplete = incompleteEntries(data, keys);
  const warned = asked && incomplete.length > 0;

  const sectionName = (section: string) => t(`form.sections.${section}`, { defaultValue: section });
  const entryName = (section: string, entry: Entry, index: number) => {
    const spec = sectionSpecs.find((s) => s.key === section);
    return (spec && entryTitle(spec, entry)) || t('form.entryN', { n: index + 1 });
  };
  const flagText = (flag: UncertainFlag) => {
    const where = sectionName(flag.path.split('/')[1] ?? 'basics');
    const at = flaggedEntry(flag, data, keys);
    const reason = reasonText(flag);
    return at
      ? t('review.itemEntry', { where, entry: entryName(at.section, at.entry, at.index), reason })
      : t('review.item', { where, reason });
  };

  const confirm = () => {
    if (incomplete.length > 0 && !warned) {
      setAsked(true);
      // The warning renders on the next frame: then it takes the focus, so it is read out first.
      requestAnimationFrame(() => warning.current?.focus());
      return;
    }
    onConfirm();
  };

  return (
    <Alert
      variant="light"
      color="orange"
      title={t('review.title')}
      data-testid="review-banner"
      styles={{ title: { color: WARN_TEXT } }}
    >
      <Stack gap="sm">
        <Text fz="sm">
          {uncertain.length > 0 ? t('review.intro', { count: uncertain.length }) : t('review.introNone')}
        </Text>
        {uncertain.length > 0 && (
          <List size="sm" spacing={4} styles={inlineItems} data-testid="review-list">
            {uncertain.map((flag, i) => (
              <List.Item key={`${flag.path}-${i}`}>
                <JumpLink onClick={() => onJump(flag.path)}>{flagText(flag)}</JumpLink>
              </List.Item>
            ))}
          </List>
        )}
        {warned && (
          <Stack gap={6} ref={warning} tabIndex={-1} role="alert" data-testid="review-missing">
            <Text fz="sm" fw={700} c={WARN_TEXT}>
              {t('review.missingTitle')}
            </Text>
            <List size="sm" spacing={4} styles={inlineItems}>
              {incomplete.map((item) => (
                <List.Item key={item.path}>
                  <JumpLink onClick={() => onJump(item.path)}>
                    {t('review.itemEntry', {
                      where: sectionName(item.section),
                      entry: entryName(item.section, item.entry, item.index),
                      reason: item.missing.map((m) => t(`review.missing.${m}`)).join(', '),
                    })}
                  </JumpLink>
                </List.Item>
              ))}
            </List>
            <Text fz="sm">{t('review.missingText')}</Text>
          </Stack>
        )}
        <Group>
          <Button
            color="teal.9"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            loading={saving}
            disabled={busy}
            onClick={confirm}
          >
            {warned ? t('review.confirmAnyway') : t('review.confirm')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
