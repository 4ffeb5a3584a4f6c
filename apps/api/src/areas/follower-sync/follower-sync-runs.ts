import {
  FOLLOWER_SYNC_MESSAGES,
  FOLLOWER_SYNC_STATUS_LABELS,
  type FollowerSyncRecord,
  type FollowerSyncStatus,
} from '@hbc/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appUser, followerSyncId, followerSyncRun, fullNameOf } from '../../db/schema';
import { conflict } from '../../http-errors';
import { loggedChange } from '../activity-log/logged-change';
import { recordActivity, type Actor } from '../activity-log/record-activity';
import { FOLLOWER_SYNC_ENTRIES, SYSTEM_ACTOR } from './follower-sync-activity';

/**
 * A run that has read no page for this long stopped with its process (a page is one call to
 * LINE, given up after LINE_REQUEST_TIMEOUT_MS, at most two minutes): the next start fails it.
 */
export const STALE_RUN_MINUTES = 10;

/** What the stale run is failed with. */
export const STOPPED_ERROR = 'การตรวจหยุดไปกลางคัน (ระบบเริ่มทำงานใหม่ระหว่างตรวจ) กรุณาเริ่มตรวจอีกครั้ง';

/** `select … from follower_sync_run`, to which a caller adds conditions. */
export function selectFollowerSyncRows(db: Database) {
  return db
    .select({
      id: followerSyncRun.id,
      status: followerSyncRun.status,
      trigger: followerSyncRun.trigger,
      startedByName: followerSyncRun.startedByName,
      startedAt: followerSyncRun.startedAt,
      finishedAt: followerSyncRun.finishedAt,
      pagesRead: followerSyncRun.pagesRead,
      followersRead: followerSyncRun.followersRead,
      newlyFollowing: followerSyncRun.newlyFollowing,
      newlyUnfollowed: followerSyncRun.newlyUnfollowed,
      unknownToUs: followerSyncRun.unknownToUs,
      error: followerSyncRun.error,
    })
    .from(followerSyncRun)
    .$dynamic();
}

type FollowerSyncRow = Awaited<ReturnType<typeof selectFollowerSyncRows>>[number];

export function toFollowerSyncRecord(row: FollowerSyncRow): FollowerSyncRecord {
  return {
    ...row,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Run `id`, or undefined when there is none. */
export async function readFollowerSync(
  db: Database,
  id: number,
): Promise<FollowerSyncRecord | undefined> {
  const [row] = await selectFollowerSyncRows(db).where(eq(followerSyncRun.id, id));
  return row && toFollowerSyncRecord(row);
}

/**
 * Starts a run, by a Super Admin (`starter`) or the schedule (null), with its activity-log
 * entry; a run still going answers 409 (a run silent for STALE_RUN_MINUTES is failed first).
 */
export async function startFollowerSync(
  db: Database,
  starter: Actor | null,
): Promise<FollowerSyncRecord> {
  const actor = starter ?? SYSTEM_ACTOR;
  return loggedChange(
    db,
    actor,
    async (tx) => {
      await failStoppedRuns(tx);
      const [row] = await tx
        .insert(followerSyncRun)
        .values({
          trigger: starter ? 'STAFF' : 'SCHEDULE',
          startedBy: actor.userId,
          startedByName:
            actor.userId === null
              ? null
              : sql`(select ${fullNameOf(appUser)} from ${appUser} where ${appUser.id} = ${actor.userId})`,
        })
        .returning({ id: followerSyncRun.id });
      const started = row && (await readFollowerSync(tx, row.id));
      if (!started) throw new Error('follower_sync_run insert returned no row');
      return { result: started, entry: FOLLOWER_SYNC_ENTRIES.started(started.id, !starter) };
    },
    {
      unique: {
        follower_sync_run_one_running: () =>
          conflict([{ path: '', message: FOLLOWER_SYNC_MESSAGES.alreadyRunning }]),
      },
    },
  );
}

/** Fails the run that has read nothing for STALE_RUN_MINUTES: its process stopped. */
async function failStoppedRuns(db: Database): Promise<void> {
  const stopped = await db
    .update(followerSyncRun)
    .set({ status: 'FAILED', finishedAt: sql`now()`, error: STOPPED_ERROR })
    .where(
      and(
        eq(followerSyncRun.status, 'RUNNING'),
        lt(followerSyncRun.progressAt, sql`now() - make_interval(mins => ${STALE_RUN_MINUTES})`),
      ),
    )
    .returning({ id: followerSyncRun.id });
  for (const { id } of stopped) await db.delete(followerSyncId).where(eq(followerSyncId.runId, id));
}

/** Adds a page of follower IDs to a running run's staging table and to its progress. */
export async function recordFollowerPage(
  db: Database,
  runId: number,
  userIds: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (userIds.length > 0) {
      await tx
        .insert(followerSyncId)
        .values(userIds.map((lineUserId) => ({ runId, lineUserId })))
        .onConflictDoNothing();
    }
    await tx
      .update(followerSyncRun)
      .set({
        pagesRead: sql`${followerSyncRun.pagesRead} + 1`,
        followersRead: sql`${followerSyncRun.followersRead} + ${userIds.length}`,
        progressAt: sql`now()`,
      })
      .where(eq(followerSyncRun.id, runId));
  });
}

/** Ends a run that could not finish (LINE refused, or anything failed), its staging emptied. */
export async function endFollowerSync(
  db: Database,
  runId: number,
  status: Exclude<FollowerSyncStatus, 'RUNNING' | 'DONE'>,
  error: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(followerSyncId).where(eq(followerSyncId.runId, runId));
    const ended = await tx
      .update(followerSyncRun)
      .set({ status, error, finishedAt: sql`now()` })
      .where(and(eq(followerSyncRun.id, runId), eq(followerSyncRun.status, 'RUNNING')))
      .returning({ id: followerSyncRun.id });
    if (ended.length > 0) {
      await recordActivity(
        tx,
        SYSTEM_ACTOR,
        FOLLOWER_SYNC_ENTRIES.ended(runId, FOLLOWER_SYNC_STATUS_LABELS[status], error),
      );
    }
  });
}
