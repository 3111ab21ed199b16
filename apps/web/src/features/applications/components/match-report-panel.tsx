import { Badge, Card, Group, List, RingProgress, Stack, Text, Title } from '@mantine/core';
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

function Keywords({
  title,
  words,
  color,
  empty,
}: {
  title: string;
  words: string[];
  color: string;
  empty: string;
}) {
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

/** A posting requirement and the resume line that shows it (absent until the server reports them). */
interface Requirement {
  text: string;
  importance: 'must' | 'nice';
  evidence: { path: string; text: string } | null;
}

const FITS = ['good', 'partial', 'low'] as const;
type Fit = (typeof FITS)[number];

/** The optional parts of a match report: read defensively, they may not be there. */
function reportExtras(match: object): { fit: Fit | null; requirements: Requirement[] } {
  const { fit, requirements } = match as { fit?: unknown; requirements?: unknown };
  return {
    fit: FITS.includes(fit as Fit) ? (fit as Fit) : null,
    requirements: Array.isArray(requirements)
      ? requirements.filter(
          (r): r is Requirement =>
            typeof r === 'object' && r !== null && typeof (r as Requirement).text === 'string',
        )
      : [],
  };
}

const fitColor: Record<Fit, string> = { good: 'teal.9', partial: 'yellow.9', low: 'red.9' };

function Requirements({ items }: { items: Requirement[] }) {
  const { t } = useTranslation('applications');
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {t('match.requirements')}
      </Text>
      <List size="sm" spacing={6} data-testid="match-requirements">
        {items.map((r, i) => (
          <List.Item key={`${r.text}-${i}`}>
            <Text fz="sm" span fw={r.importance === 'must' ? 600 : 400}>
              {r.text}
            </Text>{' '}
            <Text fz="xs" span c="dimmed">
              ({t(r.importance === 'must' ? 'match.must' : 'match.nice')})
            </Text>
            <Text fz="xs" c={r.evidence ? 'dimmed' : 'red.9'}>
              {r.evidence ? t('match.evidence', { text: r.evidence.text }) : t('match.noEvidence')}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** What the last generation changed: keyword match before and after, what matched, what is missing. */
export function MatchReportPanel({ result }: { result: GenerateResponse | null }) {
  const { t } = useTranslation('applications');
  const extras = result ? reportExtras(result.generation.match) : null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="match-title"
      h="100%"
      data-testid="match-report"
    >
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
            {extras?.fit && (
              <Badge
                color={fitColor[extras.fit]}
                variant="filled"
                size="lg"
                tt="none"
                // Dark text on the light yellow of a partial fit, white on the dark ones.
                autoContrast
                // The verdict is a sentence: on a phone it wraps rather than being cut.
                h="auto"
                py={4}
                styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
                data-testid="match-fit"
              >
                {t(`match.fit.${extras.fit}`)}
              </Badge>
            )}
            <Group gap="xl" justify="center">
              <Score label={t('match.before')} value={result.generation.match.before} color="gray.6" />
              <Score label={t('match.after')} value={result.generation.match.after} color="teal.7" />
            </Group>
            <Keywords
              title={t('match.matched')}
              words={result.generation.match.matched}
              color="teal"
              empty={t('match.none')}
            />
            <Keywords
              title={t('match.missing')}
              words={result.generation.match.missing}
              color="orange"
              empty={t('match.none')}
            />
            {extras && extras.requirements.length > 0 && <Requirements items={extras.requirements} />}
            <Text fz="xs" c="dimmed">
              {t('match.engine', {
                engine: t(`match.engines.${result.generation.engine}`),
                language: t(`match.languages.${result.generation.language}`),
              })}
            </Text>
            {result.generation.resume_language &&
              result.generation.resume_language !== result.generation.language && (
                <Text fz="xs" c="dimmed" data-testid="match-own-language">
                  {t(result.generation.engine === 'llm' ? 'match.ownLinesModel' : 'match.ownLines', {
                    resume: t(`match.languages.${result.generation.resume_language}`),
                    document: t(`match.languages.${result.generation.language}`),
                  })}
                </Text>
              )}
            <Text fz="xs" c="dimmed">
              {t('match.honesty')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
