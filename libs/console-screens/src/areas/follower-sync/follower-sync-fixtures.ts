import type { FakeReply } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  FOLLOWER_SYNC_MESSAGES,
  type FollowerSyncListQuery,
  type FollowerSyncRecord,
} from '@hbc/contracts';
import { refused } from '../health-center/health-center-fixtures';
import { ok } from '../health-center/unit-detail-fixtures';
import { fakeUserApi, type FakeRoutes } from '../users/user-fixtures';

/** 02:30 in Bangkok on `day` November 2569 (the schedule's time), as the API answers it. */
const at = (day: number, minutes = 0) =>
  new Date(Date.UTC(2026, 10, day - 1, 19, 30 + minutes)).toISOString();

function run(
  id: number,
  details: Partial<FollowerSyncRecord> & { day: number },
): FollowerSyncRecord {
  const { day, ...rest } = details;
  return {
    id,
    status: 'DONE',
    trigger: 'SCHEDULE',
    startedByName: null,
    startedAt: at(day),
    finishedAt: at(day, 4),
    pagesRead: 13,
    followersRead: 12_480,
    newlyFollowing: 15,
    newlyUnfollowed: 320,
    unknownToUs: 41,
    error: null,
    ...rest,
  };
}

/** A Super Admin's check that mended what the webhook missed. */
export const BY_SUPER_ADMIN = run(3, {
  day: 22,
  trigger: 'STAFF',
  startedByName: 'สมศรี ผู้ดูแล',
});
/** The nightly check: nothing to mend. */
export const NIGHTLY = run(2, { day: 21, newlyFollowing: 0, newlyUnfollowed: 0, unknownToUs: 2 });
/** A check of an account LINE does not let read its followers. */
export const NOT_ALLOWED = run(1, {
  day: 20,
  status: 'NOT_ALLOWED',
  pagesRead: 0,
  followersRead: 0,
  newlyFollowing: null,
  newlyUnfollowed: null,
  unknownToUs: null,
  error: FOLLOWER_SYNC_MESSAGES.notAllowed,
});
export const CHECKS: readonly FollowerSyncRecord[] = [BY_SUPER_ADMIN, NIGHTLY, NOT_ALLOWED];

/** The check a start makes: running, read so far as `pagesRead` says. */
export const STARTED = run(4, {
  day: 23,
  trigger: 'STAFF',
  startedByName: 'สมศรี ผู้ดูแล',
  status: 'RUNNING',
  finishedAt: null,
  pagesRead: 2,
  followersRead: 2_000,
  newlyFollowing: null,
  newlyUnfollowed: null,
  unknownToUs: null,
});

/** One page of `checks`, newest first unless asked otherwise, as the API answers it. */
function checkPage(checks: readonly FollowerSyncRecord[], body: unknown): FakeReply {
  const query = body as FollowerSyncListQuery;
  const direction = query.sort?.direction ?? 'desc';
  const sorted = [...checks].sort((a, b) =>
    direction === 'desc'
      ? b.startedAt.localeCompare(a.startedAt)
      : a.startedAt.localeCompare(b.startedAt),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    status: 200,
    data: {
      message: 'SUCCESS',
      data: sorted.slice(start, start + query.pageSize),
      total: checks.length,
    },
  };
}

export interface FakeFollowerSyncApiOptions {
  checks?: readonly FollowerSyncRecord[];
  /** Another check is running: a start answers 409. */
  busy?: boolean;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The follower-check API over `checks` in memory: a start adds STARTED (running), which the
 * list answers finished (DONE, what it changed) from the second reading after the start on.
 * Made afresh for each showing.
 */
export function fakeFollowerSyncApi({
  checks = CHECKS,
  busy = false,
  replies = {},
}: FakeFollowerSyncApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = [...checks];
    let readsSinceStart: number | null = null;
    return {
      ...fakeUserApi()(),
      [`POST ${API_PATHS.followerSyncList}`]: (request) => {
        if (readsSinceStart !== null) {
          readsSinceStart += 1;
          if (readsSinceStart > 1) {
            stored = stored.map((check) =>
              check.id === STARTED.id
                ? {
                    ...STARTED,
                    status: 'DONE' as const,
                    finishedAt: at(23, 3),
                    pagesRead: 3,
                    followersRead: 2_450,
                    newlyFollowing: 4,
                    newlyUnfollowed: 12,
                    unknownToUs: 0,
                  }
                : check,
            );
          }
        }
        return checkPage(stored, request.body);
      },
      [`POST ${API_PATHS.followerSync}`]: () => {
        if (busy)
          return refused(409, [{ path: '', message: FOLLOWER_SYNC_MESSAGES.alreadyRunning }]);
        stored = [STARTED, ...stored];
        readsSinceStart = 0;
        return ok(STARTED);
      },
      ...replies,
    };
  };
}
