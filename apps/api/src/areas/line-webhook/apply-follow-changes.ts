import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { citizen, lineWebhookEvent } from '../../db/schema';
import type { FollowChange, FollowChangeType } from './webhook-events';

export interface AppliedFollowChanges {
  /** Events handled now (an event older than what the citizen shows is handled, not applied). */
  handled: number;
  /** Events handled before: LINE delivered them again. */
  redelivered: number;
  /** The users whose events were handled now. */
  userIds: string[];
}

/** One citizen row to upsert: what a user's new events say, merged. */
interface FollowRow {
  lineUserId: string;
  followStatus: 'FOLLOWING' | 'UNFOLLOWED';
  followedAt: Date | null;
  unfollowedAt: Date | null;
}

const later = (a: Date | null, b: Date) => (a === null || b.getTime() >= a.getTime() ? b : a);

/**
 * One row per user: the time of their latest follow and of their latest unfollow, and the status
 * the latest of all their events gives (on equal times, the one later in the body). Sorted by
 * userId, so concurrent requests lock citizens in the same order and never deadlock.
 */
function followRows(changes: FollowChange[]): FollowRow[] {
  const rows = new Map<string, FollowRow & { latestAt: Date | null }>();
  for (const change of changes) {
    const row = rows.get(change.userId) ?? {
      lineUserId: change.userId,
      followStatus: 'FOLLOWING',
      followedAt: null,
      unfollowedAt: null,
      latestAt: null,
    };
    if (later(row.latestAt, change.at) === change.at) {
      row.latestAt = change.at;
      row.followStatus = change.type === 'follow' ? 'FOLLOWING' : 'UNFOLLOWED';
    }
    if (change.type === 'follow') row.followedAt = later(row.followedAt, change.at);
    else row.unfollowedAt = later(row.unfollowedAt, change.at);
    rows.set(change.userId, row);
  }
  return [...rows.values()]
    .sort((a, b) => (a.lineUserId < b.lineUserId ? -1 : 1))
    .map(({ latestAt: _latestAt, ...row }) => row);
}

/** The latest follow or unfollow time the citizen row already shows (-infinity: none). */
const recordedLatest = sql`coalesce(greatest(${citizen.followedAt}, ${citizen.unfollowedAt}), '-infinity'::timestamptz)`;
/** The incoming value of a time column when it is not older than what the row shows. */
function newerOf(column: AnyColumn): SQL {
  const incoming = sql`excluded.${sql.identifier(column.name)}`;
  return sql`case when ${incoming} >= ${recordedLatest} then ${incoming} else ${column} end`;
}

/**
 * Applies a follow or an unfollow known at `at` to every citizen `which` selects, by the rule the
 * events follow: the status it gives, its time as the latest follow or unfollow, and nothing for
 * a citizen whose row already shows a later follow or unfollow. Answers how many citizens changed.
 */
export async function applyFollowStatus(
  db: Database,
  type: FollowChangeType,
  at: Date,
  which: SQL,
): Promise<number> {
  const followStatus = type === 'follow' ? 'FOLLOWING' : 'UNFOLLOWED';
  const update = db
    .update(citizen)
    .set({
      followStatus,
      ...(type === 'follow' ? { followedAt: at } : { unfollowedAt: at }),
      updatedAt: sql`now()`,
    })
    .where(sql`${which} and ${recordedLatest} <= ${at.toISOString()}::timestamptz`)
    .returning({ id: citizen.id });
  // Counted in the database: a million changed citizens are never a million ids in memory.
  const { rows } = await db.execute<{ changed: number }>(
    // Drizzle puts the embedded statement in parentheses itself.
    sql`with changed as ${update} select count(*)::int as changed from changed`,
  );
  return rows[0]?.changed ?? 0;
}

/**
 * Applies follow and unfollow events in one transaction: marks their webhookEventIds handled
 * (an id handled before changes nothing: LINE redelivered it) and upserts the citizens by LINE
 * userId — a user no citizen holds yet becomes a citizen with only that userId. Events older
 * than the latest follow or unfollow a citizen already shows change nothing (LINE may deliver
 * out of order).
 */
export async function applyFollowChanges(
  db: Database,
  changes: FollowChange[],
): Promise<AppliedFollowChanges> {
  const byEventId = new Map<string, FollowChange>();
  for (const change of changes) {
    if (!byEventId.has(change.webhookEventId)) byEventId.set(change.webhookEventId, change);
  }
  if (byEventId.size === 0) return { handled: 0, redelivered: 0, userIds: [] };

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(lineWebhookEvent)
      .values([...byEventId.keys()].sort().map((webhookEventId) => ({ webhookEventId })))
      .onConflictDoNothing()
      .returning({ webhookEventId: lineWebhookEvent.webhookEventId });
    const fresh = inserted.flatMap(({ webhookEventId }) => byEventId.get(webhookEventId) ?? []);
    const rows = followRows(fresh);
    if (rows.length > 0) {
      await tx
        .insert(citizen)
        .values(rows)
        .onConflictDoUpdate({
          target: citizen.lineUserId,
          set: {
            followStatus: sql`excluded.follow_status`,
            followedAt: newerOf(citizen.followedAt),
            unfollowedAt: newerOf(citizen.unfollowedAt),
            updatedAt: sql`now()`,
          },
          setWhere: sql`greatest(excluded.followed_at, excluded.unfollowed_at) >= ${recordedLatest}`,
        });
    }
    return {
      handled: fresh.length,
      redelivered: byEventId.size - fresh.length,
      userIds: rows.map((row) => row.lineUserId),
    };
  });
}
