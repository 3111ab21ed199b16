import { SimpleGrid } from '@mantine/core';
import type { Metrics } from '@tailor/contract';
import { meterOf, usageKinds, type UsageKind } from '../usage-levels.ts';
import { UsageMeter } from './usage-meter.tsx';

/** The meters of the given kinds, side by side on wide screens. */
export function UsageMeters({
  metrics,
  kinds = usageKinds,
}: {
  metrics: Metrics;
  kinds?: readonly UsageKind[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: kinds.length }} spacing="lg">
      {kinds.map((kind) => (
        <UsageMeter key={kind} meter={meterOf(metrics, kind)} />
      ))}
    </SimpleGrid>
  );
}
