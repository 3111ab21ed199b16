/** A job's lines as a CV sets them out: its place in the place's slot, not among what was done. */
import { parseLocation } from '../parse/fields.ts';
import { isPlaceName } from '../parse/plausibility-rules.ts';
import { fold } from '../text/fold.ts';

const same = (a: string, b: string): boolean => fold(a).trim() === fold(b).trim();

/**
 * A job's bullets and place: a bullet that only says where ("Austin, TX") is the job's place when
 * the job has none, and goes when it repeats it; with another place beside it, it stays as written.
 */
export function placeApart(bullets: string[], location: string): { bullets: string[]; location: string } {
  const where = bullets.filter((b) => !!parseLocation(b) && isPlaceName(b));
  if (!where.length || (location && where.some((b) => !same(b, location)))) return { bullets, location };
  return { bullets: bullets.filter((b) => !where.includes(b)), location: location || where[0]! };
}
