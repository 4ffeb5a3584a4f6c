import { asc } from 'drizzle-orm';
import { authSession, loginState } from '../../db/schema';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE } from '../../plugins/app/housekeeping';
import { describeEachDatabase } from '../../test/test-app';
import { insertUser } from '../../test/staff-fixtures';
import { purgeEndedSignIns } from './purge-sign-ins';

// The real clock: the queue job below purges as of now too.
const NOW = new Date();
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describeEachDatabase('purging ended sign-ins', (ctx) => {
  it('deletes login states a day after they expired and sessions a month after they ended', async () => {
    const db = ctx.database.db;
    const user = await insertUser(db, { role: 'SUPER_ADMIN' });
    const state = (id: string, expiresAt: Date) => ({
      id,
      kind: 'line' as const,
      nonce: 'n',
      redirectUri: 'http://console.test/',
      expiresAt,
    });
    await db
      .insert(loginState)
      .values([state('purge-old', daysBefore(2)), state('purge-recent', daysBefore(0.5))]);
    const session = (userAgent: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: user.id,
      expiresAt,
      revokedAt,
      userAgent,
    });
    await db
      .insert(authSession)
      .values([
        session('expired long ago', daysBefore(31)),
        session('revoked long ago', daysBefore(-1), daysBefore(40)),
        session('expired lately', daysBefore(3)),
        session('revoked lately', daysBefore(-1), daysBefore(2)),
        session('running', daysBefore(-0.1)),
      ]);

    const purged = await purgeEndedSignIns(db, NOW);

    expect(purged).toEqual({ loginStates: 1, sessions: 2 });
    const states = await db.select({ id: loginState.id }).from(loginState);
    expect(states.map((row) => row.id)).not.toContain('purge-old');
    expect(states.map((row) => row.id)).toContain('purge-recent');
    const kept = await db
      .select({ userAgent: authSession.userAgent })
      .from(authSession)
      .orderBy(asc(authSession.userAgent));
    expect(kept.map((row) => row.userAgent)).toEqual(
      expect.arrayContaining(['expired lately', 'revoked lately', 'running']),
    );
    expect(kept.map((row) => row.userAgent)).not.toContain('expired long ago');
    expect(kept.map((row) => row.userAgent)).not.toContain('revoked long ago');
  });

  it('runs as a queue job and answers what it purged', async () => {
    const queue = ctx.app.queue;
    const id = (await queue.send(HOUSEKEEPING_QUEUE, {})) ?? '';
    let job = await queue.getJobById(HOUSEKEEPING_QUEUE, id);
    for (let poll = 0; poll < 100 && job?.state !== 'completed'; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await queue.getJobById(HOUSEKEEPING_QUEUE, id);
    }

    expect(job).toMatchObject({
      state: 'completed',
      // The start made this month's and the next two's tables; nothing is past the retention yet.
      output: { loginStates: 0, sessions: 0, monthPartitions: { created: [], dropped: [] } },
    });
  }, 20_000);

  it('is scheduled every hour on the queue', async () => {
    const schedules = await ctx.app.queue.getSchedules();

    expect(schedules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: HOUSEKEEPING_QUEUE, cron: HOUSEKEEPING_CRON }),
      ]),
    );
  });
});
