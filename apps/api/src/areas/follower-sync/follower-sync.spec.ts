import {
  API_PATHS,
  FOLLOWER_SYNC_MESSAGES,
  type FollowerSyncRecord,
  type FollowerSyncStatus,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { citizen, followerSyncRun } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, signInTestEnv } from '../../test/sign-in';
import { lastLogId, logSince } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { newLineUserId } from '../line-webhook/test-webhooks';
import { signInEachRole, type RoleIdentity } from '../users/testing/user-calls';
import { FOLLOWER_SYNC_QUEUE } from './follower-sync-jobs';
import { startFollowerIdsServer, type FollowerIdsServer } from './testing/follower-ids-server';
import { dataOf } from '../../test/token-call';

let fake: FakePlatforms;
let line: FollowerIdsServer;
beforeAll(async () => {
  fake = await startFakePlatforms();
  line = await startFollowerIdsServer();
});
afterAll(async () => {
  await fake?.close();
  await line?.close();
});

const NIGHTLY = '30 2 * * *';

describeEachDatabase(
  'follower checks: /api/setting/follower-sync',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    const db = () => ctx.app.db;

    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload }),
      });
    const start = () => call('POST', API_PATHS.followerSync, tokens['super-admin']);
    const read = async (id: number) =>
      dataOf<FollowerSyncRecord>(
        await call('GET', API_PATHS.followerSyncById(id), tokens['super-admin']),
      );

    /** The run once it has left RUNNING (the queue runs it in the background). */
    async function ended(id: number, ms = 20_000): Promise<FollowerSyncRecord> {
      const end = Date.now() + ms;
      for (;;) {
        const run = await read(id);
        if (run.status !== ('RUNNING' satisfies FollowerSyncStatus)) return run;
        if (Date.now() > end) throw new Error(`still running: ${JSON.stringify(run)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    beforeAll(async () => {
      tokens = await signInEachRole(ctx.app, fake);
    }, 60_000);
    beforeEach(async () => {
      line.reset();
      await db().delete(followerSyncRun);
    });

    it('is Super Admin’s alone', async () => {
      for (const role of ['admin-lv1', 'admin-lv2', 'admin-lv3'] as const) {
        expect((await call('POST', API_PATHS.followerSync, tokens[role])).statusCode).toBe(403);
        const list = await call('POST', API_PATHS.followerSyncList, tokens[role], {
          page: 1,
          pageSize: 20,
        });
        expect(list.statusCode).toBe(403);
      }
      const own = await start();
      expect(own.statusCode).toBe(200);
      expect((await ended(dataOf<FollowerSyncRecord>(own).id)).status).toBe('DONE');
    });

    it('runs a check in the queue: its progress while it reads, 409 meanwhile, what changed at the end', async () => {
      const left = newLineUserId();
      const back = newLineUserId();
      await db()
        .insert(citizen)
        .values([
          {
            lineUserId: left,
            followStatus: 'FOLLOWING',
            followedAt: new Date(Date.now() - 3600_000),
          },
          {
            lineUserId: back,
            followStatus: 'UNFOLLOWED',
            unfollowedAt: new Date(Date.now() - 3600_000),
          },
        ]);
      line.state.userIds = [back, ...Array.from({ length: 1000 }, () => newLineUserId())];
      const secondPage = line.hold(2);
      const since = await lastLogId(db());

      const started = await start();
      expect(started.statusCode).toBe(200);
      const run = dataOf<FollowerSyncRecord>(started);
      expect(run).toMatchObject({
        status: 'RUNNING',
        trigger: 'STAFF',
        startedByName: expect.any(String),
        pagesRead: 0,
        newlyFollowing: null,
      });
      const [entry] = await logSince(db(), since);
      expect(entry).toMatchObject({ action: 'ตรวจสอบ', menu: 'ตรวจรายชื่อผู้ติดตาม' });
      expect(entry?.userId).not.toBeNull();

      await secondPage;
      expect(await read(run.id)).toMatchObject({
        status: 'RUNNING',
        pagesRead: 1,
        followersRead: 1000,
      });
      const again = await start();
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        errors: [{ path: '', message: FOLLOWER_SYNC_MESSAGES.alreadyRunning }],
      });

      line.release();
      expect(await ended(run.id)).toMatchObject({
        status: 'DONE',
        pagesRead: 2,
        followersRead: 1001,
        newlyFollowing: 1,
        newlyUnfollowed: 1,
        unknownToUs: 1000,
        error: null,
      });
      const statuses = await db()
        .select({ lineUserId: citizen.lineUserId, status: citizen.followStatus })
        .from(citizen)
        .where(eq(citizen.lineUserId, left));
      expect(statuses).toEqual([{ lineUserId: left, status: 'UNFOLLOWED' }]);

      const list = await call('POST', API_PATHS.followerSyncList, tokens['super-admin'], {
        page: 1,
        pageSize: 20,
      });
      expect(list.json()).toMatchObject({ total: 1, data: [{ id: run.id, status: 'DONE' }] });
    });

    it('ends as not allowed, saying why in Thai, when LINE refuses the account (403)', async () => {
      line.state.refuse = true;
      const run = dataOf<FollowerSyncRecord>(await start());
      expect(await ended(run.id)).toMatchObject({
        status: 'NOT_ALLOWED',
        error: FOLLOWER_SYNC_MESSAGES.notAllowed,
        pagesRead: 0,
      });
    });

    it('lists the checks newest first, a page at a time', async () => {
      await db()
        .insert(followerSyncRun)
        .values([
          { trigger: 'SCHEDULE', status: 'DONE', startedAt: new Date('2026-01-01T19:30:00Z') },
          { trigger: 'SCHEDULE', status: 'FAILED', startedAt: new Date('2026-01-02T19:30:00Z') },
          { trigger: 'SCHEDULE', status: 'DONE', startedAt: new Date('2026-01-03T19:30:00Z') },
        ]);
      const page = await call('POST', API_PATHS.followerSyncList, tokens['super-admin'], {
        page: 2,
        pageSize: 2,
      });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        total: 3,
        data: [{ status: 'DONE', startedAt: '2026-01-01T19:30:00.000Z', startedByName: null }],
      });
    });

    it('answers 404 for a check that does not exist', async () => {
      const missing = await call('GET', API_PATHS.followerSyncById(999_999), tokens['super-admin']);
      expect(missing.statusCode).toBe(404);
    });

    it('schedules the nightly check at FOLLOWER_SYNC_SCHEDULE, Bangkok time', async () => {
      const schedules = await ctx.app.queue.getSchedules();
      expect(schedules.find((schedule) => schedule.name === FOLLOWER_SYNC_QUEUE)).toMatchObject({
        cron: NIGHTLY,
        timezone: 'Asia/Bangkok',
      });
    });
  },
  {
    env: () =>
      signInTestEnv(fake, {
        LINE_MESSAGING_API_BASE_URL: line.url,
        FOLLOWER_SYNC_SCHEDULE: NIGHTLY,
      }),
  },
);

describe('FOLLOWER_SYNC_SCHEDULE', () => {
  it('is off unless set, and must be a cron of five fields', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).followerSyncSchedule).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', FOLLOWER_SYNC_SCHEDULE: NIGHTLY }).followerSyncSchedule,
    ).toBe(NIGHTLY);
    expect(() => loadConfig({ NODE_ENV: 'test', FOLLOWER_SYNC_SCHEDULE: 'nightly' })).toThrow(
      'FOLLOWER_SYNC_SCHEDULE',
    );
  });
});
