import type {
  BroadcastAudience,
  BroadcastTarget,
  FrequencyCap,
  SegmentRules,
} from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { notExcluded } from '../../cid/excluded-hashes';
import type { Database } from '../../db/database';
import { citizen, excludedCid, segment } from '../../db/schema';
import { notFound } from '../../http-errors';
import { bangkokDay } from '../../areas/segment/bangkok-day';
import { compileRules } from '../../areas/segment/compile-rules';
import { capTerms } from './citizen-receipts';

/** Whom a broadcast goes to: its unit, and the rules of its segment if it targets one. */
export interface Audience {
  unitId: number;
  rules: SegmentRules | null;
}

const EVERYONE: SegmentRules = { match: 'ALL', conditions: [] };

/**
 * The citizens a target reaches before excluded CIDs are taken out: of the unit, following the
 * account, with a LINE userId to send to, and matching the segment's rules on `today` (Bangkok).
 */
export function reachedCondition(audience: Audience, today: string): SQL {
  return sql`${citizen.unitId} = ${audience.unitId} and ${citizen.followStatus} = 'FOLLOWING'
    and ${citizen.lineUserId} is not null and ${compileRules(audience.rules ?? EVERYONE, today)}`;
}

/** The recipients: the reached citizens whose CID is not excluded. */
export function recipientCondition(audience: Audience, today: string): SQL {
  return sql`${reachedCondition(audience, today)} and ${notExcluded(citizen.cidHash)}`;
}

/** A target of the unit as an audience; a segment of another unit (or none) is a 404. */
export async function audienceOf(
  db: Database,
  unitId: number,
  target: BroadcastTarget,
  segmentId: number | null | undefined,
): Promise<Audience> {
  if (target === 'UNIT') return { unitId, rules: null };
  if (segmentId === null || segmentId === undefined) throw notFound();
  const [found] = await db
    .select({ rules: segment.rules })
    .from(segment)
    .where(sql`${segment.id} = ${segmentId} and ${segment.unitId} = ${unitId}`);
  if (!found) throw notFound();
  return { unitId, rules: found.rules };
}

/**
 * How many citizens the audience reaches now, how many of them are excluded, and of the others how
 * many `cap` would hold back (none without a cap).
 */
export async function countAudience(
  db: Database,
  audience: Audience,
  now = new Date(),
  cap: FrequencyCap | null = null,
): Promise<BroadcastAudience> {
  const excluded = sql`exists (select 1 from ${excludedCid} where ${excludedCid.cidHash} = ${citizen.cidHash})`;
  const terms = cap ? capTerms(cap, now, null) : null;
  const { rows } = await db.execute<{ reached: number; excluded: number; capped: number }>(sql`
    ${terms ? sql`with ${terms.unfolded}` : sql``}
    select count(*)::integer as reached, (count(*) filter (where ${excluded}))::integer as excluded,
      ${terms ? sql`(count(*) filter (where not ${excluded} and ${terms.capped}))::integer` : sql`0`} as capped
    from ${citizen} ${terms?.joins ?? sql``} where ${reachedCondition(audience, bangkokDay(now))}`);
  const reached = Number(rows[0]?.reached ?? 0);
  const excludedCount = Number(rows[0]?.excluded ?? 0);
  const capped = Number(rows[0]?.capped ?? 0);
  return {
    reached,
    excluded: excludedCount,
    capped,
    recipients: reached - excludedCount - capped,
    countedAt: now.toISOString(),
  };
}
