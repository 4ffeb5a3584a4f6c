import {
  FOLLOWER_SYNC_MASS_UNFOLLOW_MIN,
  FOLLOWER_SYNC_MASS_UNFOLLOW_SHARE,
  FOLLOWER_SYNC_MESSAGES,
  countText,
} from '@hbc/contracts';
import { HTTPFetchError } from '@line/bot-sdk';
import { LineTimeoutError } from '../../engine/sending/line-messaging';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { citizen, followerSyncId, followerSyncRun } from '../../db/schema';
import { recordActivity } from '../activity-log/record-activity';
import { applyFollowStatus } from '../line-webhook/apply-follow-changes';
import { FOLLOWER_SYNC_ENTRIES, SYSTEM_ACTOR } from './follower-sync-activity';
import { endFollowerSync, recordFollowerPage } from './follower-sync-runs';

/** LINE's largest page of follower IDs (messaging-api.yml, `GET /v2/bot/followers/ids`). */
export const FOLLOWER_IDS_PAGE = 1000;

/** Where the follower IDs come from: `LineMessaging.followerIds`, or a test's stand-in. */
export interface FollowerIdsSource {
  followerIds(
    start: string | undefined,
    limit: number,
  ): Promise<{ userIds: string[]; next: string | null }>;
}

/** What a finished run found. */
export interface FollowerSyncCounts {
  followers: number;
  following: number;
  unfollowed: number;
  unknown: number;
}

const listed = (runId: number) =>
  sql`exists (select 1 from ${followerSyncId} where ${followerSyncId.runId} = ${runId} and ${followerSyncId.lineUserId} = ${citizen.lineUserId})`;

/**
 * Why the run must change nothing, in Thai, when LINE lists too few of those shown following
 * (see FOLLOWER_SYNC_MASS_UNFOLLOW_SHARE); null when the unfollows it finds are plausible.
 */
async function implausibleUnfollows(db: Database, runId: number): Promise<string | null> {
  const { rows } = await db.execute<{ following: number; missing: number }>(sql`
    select count(*)::int as following, (count(*) filter (where not ${listed(runId)}))::int as missing
    from ${citizen}
    where ${citizen.followStatus} = 'FOLLOWING' and ${citizen.lineUserId} is not null`);
  const following = rows[0]?.following ?? 0;
  const missing = rows[0]?.missing ?? 0;
  if (missing <= FOLLOWER_SYNC_MASS_UNFOLLOW_MIN) return null;
  if (missing <= following * FOLLOWER_SYNC_MASS_UNFOLLOW_SHARE) return null;
  const percent = ((missing / following) * 100).toFixed(1);
  return FOLLOWER_SYNC_MESSAGES.implausible(countText(missing), countText(following), percent);
}

/**
 * Sets the citizens against the follower IDs run `runId` staged, in one transaction, as of the
 * run's start (a follow or unfollow the webhook recorded since wins, as a later event would),
 * unless the run has ended meanwhile (failed as stopped):
 * those shown following whom LINE no longer lists stop following, those LINE lists but shown
 * otherwise follow again, both through the webhook's own rule (`applyFollowStatus`); IDs no
 * citizen holds are only counted. The staging is emptied and the run marked done.
 */
async function settle(db: Database, runId: number, asOf: Date): Promise<FollowerSyncCounts | null> {
  return db.transaction(async (tx) => {
    // Locks the run, so that a start failing it as stopped waits; a run ended meanwhile changes nothing.
    const running = await tx
      .update(followerSyncRun)
      .set({ progressAt: sql`now()` })
      .where(and(eq(followerSyncRun.id, runId), eq(followerSyncRun.status, 'RUNNING')))
      .returning({ id: followerSyncRun.id });
    if (running.length === 0) {
      await tx.delete(followerSyncId).where(eq(followerSyncId.runId, runId));
      return null;
    }
    const refusal = await implausibleUnfollows(tx, runId);
    if (refusal) {
      await tx.delete(followerSyncId).where(eq(followerSyncId.runId, runId));
      await tx
        .update(followerSyncRun)
        .set({ status: 'FAILED', finishedAt: sql`now()`, error: refusal })
        .where(eq(followerSyncRun.id, runId));
      return null;
    }
    const unfollowed = await applyFollowStatus(
      tx,
      'unfollow',
      asOf,
      sql`${citizen.followStatus} = 'FOLLOWING' and ${citizen.lineUserId} is not null and not ${listed(runId)}`,
    );
    const following = await applyFollowStatus(
      tx,
      'follow',
      asOf,
      sql`${citizen.followStatus} <> 'FOLLOWING' and ${listed(runId)}`,
    );
    const { rows } = await tx.execute<{ followers: number; unknown: number }>(sql`
      select count(*)::int as followers,
             (count(*) filter (where not exists (
               select 1 from ${citizen} where ${citizen.lineUserId} = ${followerSyncId.lineUserId}
             )))::int as unknown
      from ${followerSyncId} where ${followerSyncId.runId} = ${runId}`);
    const counts = {
      followers: rows[0]?.followers ?? 0,
      following,
      unfollowed,
      unknown: rows[0]?.unknown ?? 0,
    };
    await tx.delete(followerSyncId).where(eq(followerSyncId.runId, runId));
    await tx
      .update(followerSyncRun)
      .set({
        status: 'DONE',
        finishedAt: sql`now()`,
        followersRead: counts.followers,
        newlyFollowing: counts.following,
        newlyUnfollowed: counts.unfollowed,
        unknownToUs: counts.unknown,
      })
      .where(eq(followerSyncRun.id, runId));
    await recordActivity(tx, SYSTEM_ACTOR, FOLLOWER_SYNC_ENTRIES.done(runId, counts));
    return counts;
  });
}

/** LINE's 403: the account is neither verified nor premium. */
const notAllowed = (error: unknown) => error instanceof HTTPFetchError && error.status === 403;

/** Why a run failed, in Thai: what LINE answered, or that the rest failed (logged, not shown). */
export function failureText(error: unknown): string {
  if (error instanceof HTTPFetchError) {
    return `LINE ตอบรหัส ${error.status} ขณะอ่านรายชื่อผู้ติดตาม กรุณาลองใหม่ภายหลัง`;
  }
  if (error instanceof LineTimeoutError) {
    return 'LINE ไม่ตอบภายในเวลาที่กำหนดขณะอ่านรายชื่อผู้ติดตาม กรุณาลองใหม่ภายหลัง';
  }
  return 'ตรวจรายชื่อผู้ติดตามไม่สำเร็จเพราะระบบขัดข้อง กรุณาลองใหม่ภายหลัง';
}

/**
 * Runs started run `runId` to its end: reads every page of LINE's follower IDs into the staging
 * table (a page at a time, the run's progress counted), then settles the citizens. A 403 from
 * LINE ends it as NOT_ALLOWED, anything else as FAILED, with the Thai text of why (the error
 * itself goes to `onError`); nothing is thrown. Answers the counts when it is done.
 */
export async function runFollowerSync(
  db: Database,
  source: FollowerIdsSource,
  runId: number,
  onError: (error: unknown) => void = () => undefined,
): Promise<FollowerSyncCounts | null> {
  try {
    const [run] = await db
      .select({ startedAt: followerSyncRun.startedAt, status: followerSyncRun.status })
      .from(followerSyncRun)
      .where(eq(followerSyncRun.id, runId));
    if (run?.status !== 'RUNNING') return null;
    let start: string | undefined;
    do {
      const page = await source.followerIds(start, FOLLOWER_IDS_PAGE);
      await recordFollowerPage(db, runId, page.userIds);
      start = page.next ?? undefined;
    } while (start !== undefined);
    return await settle(db, runId, run.startedAt);
  } catch (error) {
    if (notAllowed(error)) {
      await endFollowerSync(db, runId, 'NOT_ALLOWED', FOLLOWER_SYNC_MESSAGES.notAllowed);
    } else {
      onError(error);
      await endFollowerSync(db, runId, 'FAILED', failureText(error));
    }
    return null;
  }
}
