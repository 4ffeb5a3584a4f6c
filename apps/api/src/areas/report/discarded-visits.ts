import {
  DISCARD_REASON_OF_KIND,
  DISCARD_REASONS,
  DISCARDED_VISIT_KINDS,
  discardedVisitsOf,
  type DiscardedVisits,
  type DiscardReason,
} from '@hbc/contracts';
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { botVisit, broadcast, broadcastTrackingUrl } from '../../db/schema';

/** The kinds of visit given as `reason`. */
const kindsOf = (reason: DiscardReason) =>
  DISCARDED_VISIT_KINDS.filter((kind) => DISCARD_REASON_OF_KIND[kind] === reason);

/** `count(*) filter (where kind in (…))` of `reason`'s kinds, as an int. */
const countOf = (reason: DiscardReason): SQL =>
  sql`(count(*) filter (where ${inArray(botVisit.kind, kindsOf(reason))}))::int`;

/** The count of each reason, by reason. */
const countsByReason = () =>
  Object.fromEntries(
    DISCARD_REASONS.map((reason) => [reason, countOf(reason).mapWith(Number)]),
  ) as Record<DiscardReason, SQL<number>>;

/** A count per reason as the database answers it (an int, or a numeric string). */
function discardedOf(row: Partial<Record<DiscardReason, unknown>>): DiscardedVisits {
  return discardedVisitsOf(
    Object.fromEntries(DISCARD_REASONS.map((reason) => [reason, Number(row[reason] ?? 0)])),
  );
}

/**
 * The visits attributed to broadcast `broadcastId` (`?b=`, on a link it carried) that were not
 * counted as clicks, per link and reason: what the broadcast's clicks left out, through the same
 * attribution. A link without any is absent. Read through `bot_visit`'s (link, time) index from
 * the broadcast's start, since its messages (the only ones carrying `?b=` of it) went out then.
 */
export async function discardedByLink(
  db: Database,
  broadcastId: number,
  startedAt: Date,
): Promise<Map<number, DiscardedVisits>> {
  const rows = await db
    .select({ trackingUrlId: botVisit.trackingUrlId, ...countsByReason() })
    .from(botVisit)
    .where(
      and(
        inArray(
          botVisit.trackingUrlId,
          db
            .select({ id: broadcastTrackingUrl.trackingUrlId })
            .from(broadcastTrackingUrl)
            .where(eq(broadcastTrackingUrl.broadcastId, broadcastId)),
        ),
        gte(botVisit.visitedAt, startedAt),
        eq(botVisit.broadcastId, broadcastId),
      ),
    )
    .groupBy(botVisit.trackingUrlId);
  return new Map(rows.map((row) => [row.trackingUrlId, discardedOf(row)]));
}

/** Reads the JSON object `discardedOfBroadcast` answers (a driver may leave it as text). */
function parseDiscarded(value: unknown): DiscardedVisits {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return discardedOf(
    parsed !== null && typeof parsed === 'object'
      ? (parsed as Partial<Record<DiscardReason, unknown>>)
      : {},
  );
}

/**
 * The discarded visits of the broadcast of the row (`broadcast` in the outer query), as one
 * correlated subquery: its links' visits attributed to it since it started, per reason.
 */
export function discardedOfBroadcast(): SQL<DiscardedVisits> {
  const pairs = sql.join(
    DISCARD_REASONS.map((reason) => sql`${reason}::text, ${countOf(reason)}`),
    sql`, `,
  );
  return sql<DiscardedVisits>`(select json_build_object(${pairs}) from ${botVisit}
    join ${broadcastTrackingUrl} on ${broadcastTrackingUrl.trackingUrlId} = ${botVisit.trackingUrlId}
      and ${broadcastTrackingUrl.broadcastId} = ${broadcast.id}
    where ${botVisit.broadcastId} = ${broadcast.id} and ${botVisit.visitedAt} >= ${broadcast.startedAt})`.mapWith(
    { mapFromDriverValue: parseDiscarded },
  );
}
