import { FOLLOWER_SYNC_MESSAGES } from '@hbc/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { citizen, followerSyncId, followerSyncRun } from '../../db/schema';
import { lastLogId, logSince } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { newLineUserId } from '../line-webhook/test-webhooks';
import { readFollowerSync, startFollowerSync } from './follower-sync-runs';
import { FOLLOWER_IDS_PAGE, runFollowerSync } from './reconcile-followers';
import { FakeFollowerIds } from './testing/fake-follower-ids';

describeEachDatabase('reconciling the followers with LINE’s follower IDs', (ctx) => {
  const db = () => ctx.app.db;
  beforeEach(async () => {
    await db().delete(followerSyncRun);
    await db().delete(citizen);
  });

  /** A citizen with a LINE userId, as the webhook left it. */
  async function citizenOf(
    followStatus: 'FOLLOWING' | 'UNFOLLOWED' | 'UNKNOWN',
    times: { followedAt?: Date; unfollowedAt?: Date } = {},
  ): Promise<string> {
    const lineUserId = newLineUserId();
    await db()
      .insert(citizen)
      .values({ lineUserId, followStatus, ...times });
    return lineUserId;
  }

  const statusOf = async (lineUserId: string) => {
    const [row] = await db()
      .select({
        status: citizen.followStatus,
        followedAt: citizen.followedAt,
        unfollowedAt: citizen.unfollowedAt,
      })
      .from(citizen)
      .where(eq(citizen.lineUserId, lineUserId));
    return row;
  };

  const hourAgo = () => new Date(Date.now() - 3600_000);

  it('unfollows those LINE no longer lists, follows again those it lists, counts the unknown', async () => {
    const stays = await citizenOf('FOLLOWING', { followedAt: hourAgo() });
    const left = await citizenOf('FOLLOWING', { followedAt: hourAgo() });
    const back = await citizenOf('UNFOLLOWED', { unfollowedAt: hourAgo() });
    const imported = await citizenOf('UNKNOWN');
    const stillGone = await citizenOf('UNFOLLOWED', { unfollowedAt: hourAgo() });
    const strangers = [newLineUserId(), newLineUserId()];
    const line = new FakeFollowerIds([stays, back, imported, ...strangers]);

    const run = await startFollowerSync(db(), null);
    const since = await lastLogId(db());
    const counts = await runFollowerSync(db(), line, run.id);

    expect(counts).toEqual({ followers: 5, following: 2, unfollowed: 1, unknown: 2 });
    const started = new Date(run.startedAt);
    expect(await statusOf(stays)).toMatchObject({ status: 'FOLLOWING' });
    expect(await statusOf(left)).toEqual({
      status: 'UNFOLLOWED',
      followedAt: expect.any(Date),
      unfollowedAt: started,
    });
    expect(await statusOf(back)).toMatchObject({ status: 'FOLLOWING', followedAt: started });
    expect(await statusOf(imported)).toMatchObject({ status: 'FOLLOWING', followedAt: started });
    expect(await statusOf(stillGone)).toMatchObject({ status: 'UNFOLLOWED' });
    // Strangers are only counted: no citizen is made of them.
    const made = await db()
      .select({ id: citizen.id })
      .from(citizen)
      .where(inArray(citizen.lineUserId, strangers));
    expect(made).toEqual([]);

    expect(await readFollowerSync(db(), run.id)).toMatchObject({
      status: 'DONE',
      trigger: 'SCHEDULE',
      followersRead: 5,
      pagesRead: 1,
      newlyFollowing: 2,
      newlyUnfollowed: 1,
      unknownToUs: 2,
      error: null,
      finishedAt: expect.any(String),
    });
    const [staged] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(followerSyncId);
    expect(staged?.n).toBe(0);
    const entries = await logSince(db(), since);
    expect(entries.map((entry) => entry.description)).toEqual([
      expect.stringContaining('LINE มีผู้ติดตาม 5 คน, กลับมาติดตาม 2 คน, เลิกติดตาม 1 คน, ไม่พบในระบบ 2 คน'),
    ]);
  });

  it('leaves a citizen whose follow or unfollow the webhook recorded after the run began', async () => {
    const run = await startFollowerSync(db(), null);
    const later = new Date(new Date(run.startedAt).getTime() + 1000);
    const followedSince = await citizenOf('FOLLOWING', { followedAt: later });
    const unfollowedSince = await citizenOf('UNFOLLOWED', { unfollowedAt: later });
    const line = new FakeFollowerIds([unfollowedSince]);

    expect(await runFollowerSync(db(), line, run.id)).toMatchObject({
      following: 0,
      unfollowed: 0,
    });
    expect(await statusOf(followedSince)).toMatchObject({ status: 'FOLLOWING' });
    expect(await statusOf(unfollowedSince)).toMatchObject({ status: 'UNFOLLOWED' });
  });

  it('reads every page, the progress counted as it goes', async () => {
    const ids = Array.from({ length: FOLLOWER_IDS_PAGE * 2 + 5 }, () => newLineUserId());
    const line = new FakeFollowerIds(ids);
    const run = await startFollowerSync(db(), null);
    expect(await runFollowerSync(db(), line, run.id)).toMatchObject({
      followers: ids.length,
      unknown: ids.length,
    });
    expect(line.calls).toBe(3);
    expect(await readFollowerSync(db(), run.id)).toMatchObject({
      pagesRead: 3,
      followersRead: ids.length,
    });
  });

  it('changes nobody when LINE lists far too few of those following (another account, surely)', async () => {
    const following = await db()
      .insert(citizen)
      .values(
        Array.from({ length: 1000 }, () => ({
          lineUserId: newLineUserId(),
          followStatus: 'FOLLOWING' as const,
        })),
      )
      .returning({ lineUserId: citizen.lineUserId });
    const ids = following.map((row) => row.lineUserId ?? '');
    const back = await citizenOf('UNFOLLOWED', { unfollowedAt: hourAgo() });
    // LINE lists 850 of the 1,000: 150 would stop following, 15 % and over 100.
    const line = new FakeFollowerIds([...ids.slice(0, 850), back]);
    const run = await startFollowerSync(db(), null);
    expect(await runFollowerSync(db(), line, run.id)).toBeNull();
    expect(await readFollowerSync(db(), run.id)).toMatchObject({
      status: 'FAILED',
      error: FOLLOWER_SYNC_MESSAGES.implausible('150', '1,000', '15.0'),
    });
    expect(await statusOf(ids[999] ?? '')).toMatchObject({ status: 'FOLLOWING' });
    expect(await statusOf(back)).toMatchObject({ status: 'UNFOLLOWED' });
    expect(await db().select().from(followerSyncId)).toEqual([]);

    // 95 gone: no more than 100, so plausible whatever the share, and applied.
    const again = await startFollowerSync(db(), null);
    const counts = await runFollowerSync(db(), new FakeFollowerIds(ids.slice(0, 905)), again.id);
    expect(counts).toMatchObject({ unfollowed: 95 });
  });

  it('ends as not allowed, changing nobody, when LINE answers 403', async () => {
    const following = await citizenOf('FOLLOWING', { followedAt: hourAgo() });
    const line = new FakeFollowerIds();
    line.refuse = 403;
    const run = await startFollowerSync(db(), null);
    expect(await runFollowerSync(db(), line, run.id)).toBeNull();
    expect(await readFollowerSync(db(), run.id)).toMatchObject({
      status: 'NOT_ALLOWED',
      error: FOLLOWER_SYNC_MESSAGES.notAllowed,
      newlyUnfollowed: null,
    });
    expect(await statusOf(following)).toMatchObject({ status: 'FOLLOWING' });
  });

  it('ends as failed, with why in Thai, on any other error, its staged IDs dropped', async () => {
    const line = new FakeFollowerIds(Array.from({ length: FOLLOWER_IDS_PAGE + 1 }, newLineUserId));
    const run = await startFollowerSync(db(), null);
    const { followerIds } = line;
    let calls = 0;
    line.followerIds = async (start, limit) => {
      calls += 1;
      if (calls === 2) throw new Error('socket hang up');
      return followerIds.call(line, start, limit);
    };
    expect(await runFollowerSync(db(), line, run.id)).toBeNull();
    const ended = await readFollowerSync(db(), run.id);
    expect(ended).toMatchObject({
      status: 'FAILED',
      pagesRead: 1,
      error: 'ตรวจรายชื่อผู้ติดตามไม่สำเร็จเพราะระบบขัดข้อง กรุณาลองใหม่ภายหลัง',
    });
    const [staged] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(followerSyncId);
    expect(staged?.n).toBe(0);
  });

  it('starts one run at a time, failing first a run whose process stopped', async () => {
    const first = await startFollowerSync(db(), null);
    await expect(startFollowerSync(db(), null)).rejects.toMatchObject({ statusCode: 409 });
    await db()
      .update(followerSyncRun)
      .set({ progressAt: sql`now() - interval '11 minutes'` })
      .where(eq(followerSyncRun.id, first.id));
    const second = await startFollowerSync(db(), null);
    expect(second.status).toBe('RUNNING');
    expect(await readFollowerSync(db(), first.id)).toMatchObject({
      status: 'FAILED',
      error: expect.stringContaining('หยุดไปกลางคัน'),
    });
  });
});
