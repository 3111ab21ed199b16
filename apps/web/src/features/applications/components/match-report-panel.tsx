import { Badge, Card, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GenerateResponse } from '@tailor/contract';

function Score({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={2} align="center">
      <RingProgress
        size={88}
        thickness={8}
        roundCaps
        sections={[{ value, color }]}
        label={
          <Text ta="center" fw={700} fz="lg">
            {value}
          </Text>
        }
      />
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function Keywords({ title, words, color, empty }: { title: string; words: string[]; color: string; empty: string }) {
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {title}
      </Text>
      {words.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {words.map((word) => (
            <Badge key={word} component="li" variant="dot" color={color} tt="none">
              {word}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** What the last generation changed: keyword match before and after, what matched, what is missing. */
export function MatchReportPanel({ result }: { result: GenerateResponse | null }) {
  const { t } = useTranslation('applications');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="match-title" h="100%" data-testid="match-report">
      <Stack gap="md">
        <Title order={2} fz="lg" id="match-title">
          {t('match.title')}
        </Title>
        {!result ? (
          <Text fz="sm" c="dimmed">
            {t('match.empty')}
          </Text>
        ) : (
          <>
            <Text fz="sm">{t('match.for', { position: result.position, employer: result.employer })}</Text>
            <Group gap="xl" justify="center">
              <Score label={t('match.before')} value={result.generation.match.before} color="gray.6" />
              <Score label={t('match.after')} value={result.generation.match.after} color="teal.7" />
            </Group>
            <Keywords title={t('match.matched')} words={result.generation.match.matched} color="teal" empty={t('match.none')} />
            <Keywords title={t('match.missing')} words={result.generation.match.missing} color="orange" empty={t('match.none')} />
            <Text fz="xs" c="dimmed">
              {t('match.engine', {
                engine: t(`match.engines.${result.generation.engine}`),
                language: t(`match.languages.${result.generation.language}`),
              })}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('match.honesty')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
