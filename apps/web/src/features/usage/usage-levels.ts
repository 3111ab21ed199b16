import { ErrorCode, type Metrics, type PlanId } from '@tailor/contract';

export type UsageKind = 'resumes' | 'applications' | 'generations';
export type UsageLevel = 'normal' | 'warning' | 'critical';

/** Warning from 75 percent, critical from 90, capped at 100. */
const WARNING_PERCENT = 75;
const CRITICAL_PERCENT = 90;

/** used / limit as a rounded percentage, capped at 100. A zero limit counts as full. */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

export function usageLevel(percent: number): UsageLevel {
  if (percent >= CRITICAL_PERCENT) return 'critical';
  if (percent >= WARNING_PERCENT) return 'warning';
  return 'normal';
}

export const levelColor: Record<UsageLevel, string> = { normal: 'green', warning: 'yellow', critical: 'red' };

export interface UsageMeterData {
  kind: UsageKind;
  used: number;
  limit: number;
  percent: number;
  level: UsageLevel;
}

export function meterOf(metrics: Metrics, kind: UsageKind): UsageMeterData {
  const [used, limit] =
    kind === 'resumes'
      ? [metrics.resumes_count, metrics.resumes_limit]
      : kind === 'applications'
        ? [metrics.applications_count, metrics.applications_limit]
        : [metrics.consumed_generations, metrics.generation_limit];
  const percent = usagePercent(used, limit);
  return { kind, used, limit, percent, level: usageLevel(percent) };
}

export const usageKinds: readonly UsageKind[] = ['resumes', 'applications', 'generations'];

/** The banner shows on the free plan once any meter reaches 75 percent. */
export function isApproachingLimit(metrics: Metrics | null, plan: PlanId | undefined): boolean {
  if (!metrics || plan !== 'free') return false;
  return usageKinds.some((kind) => meterOf(metrics, kind).percent >= WARNING_PERCENT);
}

/** Client-side check before a call the server would refuse. */
export function isAtLimit(metrics: Metrics | null, kind: UsageKind): boolean {
  if (!metrics) return false;
  const { used, limit } = meterOf(metrics, kind);
  return used >= limit;
}

/** The limit a server error code stands for, if it is one. */
export function limitKindOfCode(code: string | undefined): UsageKind | null {
  switch (code) {
    case ErrorCode.resumesLimitReached:
      return 'resumes';
    case ErrorCode.applicationsLimitReached:
      return 'applications';
    case ErrorCode.generationsLimitReached:
      return 'generations';
    default:
      return null;
  }
}
