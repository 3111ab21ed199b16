import { isIP } from 'node:net';
import { planIdSchema, type PlanId } from '@tailor/contract';

/**
 * The environment's values that are more than a word or a number: durations, plan and price
 * lists, proxy lists. Each parser answers undefined (or a message) for a value it cannot read.
 */

const durationPattern = /^(\d+)\s*(s|m|h|d)?$/;
const durationUnit = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** "7d", "12h", "30m", "3600" -> seconds. */
export function parseDuration(value: string): number | undefined {
  const m = durationPattern.exec(value.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? 's') as keyof typeof durationUnit;
  const seconds = n * durationUnit[unit];
  return seconds > 0 ? seconds : undefined;
}

/** "a:b, c:d" -> each part with its two sides (empty parts dropped). */
const pairsOf = (value: string) =>
  value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((part) => {
      const [left, right] = part.split(':').map((s) => s.trim());
      return { part, left, right };
    });

/** "price_123:pro,price_456:premium" -> Map(price id -> plan). */
export function parsePricePlans(value: string): Map<string, PlanId> | string {
  const map = new Map<string, PlanId>();
  for (const { part, left: price, right: plan } of pairsOf(value)) {
    const parsed = planIdSchema.safeParse(plan);
    if (!price || !parsed.success || parsed.data === 'free') {
      return `"${part}" is not price_id:plan with plan pro or premium`;
    }
    map.set(price, parsed.data);
  }
  return map;
}

/** PLAN_PRICES "pro:9,premium:19": what each paid plan costs per interval, in PLAN_CURRENCY. */
export function parsePlanPrices(value: string): Map<PlanId, number> | string {
  const map = new Map<PlanId, number>();
  for (const { part, left: plan, right: amount } of pairsOf(value)) {
    const parsed = planIdSchema.safeParse(plan);
    const price = Number(amount);
    if (!parsed.success || parsed.data === 'free' || !amount || !Number.isFinite(price) || price <= 0) {
      return `"${part}" is not plan:amount with plan pro or premium and a positive amount`;
    }
    map.set(parsed.data, price);
  }
  return map;
}

/** Names proxy-addr knows for address ranges, allowed in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address with a CIDR prefix, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY -> how many proxies stand in front (a hop count) or which addresses are proxies.
 * `true` is one proxy: trusting every hop would let any client name its own address in
 * X-Forwarded-For and step around every per-address limit.
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return entries.length && entries.every(isProxyAddress) ? entries : undefined;
}
