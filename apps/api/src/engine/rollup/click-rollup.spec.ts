import { sql } from 'drizzle-orm';
import { click, rollupState } from '../../db/schema';
import { waitsForLock } from '../../test/lock-waits';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { CLICK_ROLLUP, rollUpClicks } from './click-rollup';
import { clickDailyOf, insertClicks, insertTrackingUrl } from './testing/click-fixtures';

/** Bangkok is UTC+7: 17:00Z is midnight there. */
const LAST_SECOND_OF_MARCH_1 = '2025-03-01T16:59:59.999Z';
const MIDNIGHT_OF_MARCH_2 = '2025-03-01T17:00:00.000Z';
const MORNING_OF_MARCH_2 = '2025-03-02T01:00:00.000Z';

const row = (
  day: string,
  trackingUrlId: number,
  broadcastId: number,
  unitId: number,
  clicks: number,
  uniqueClicks: number,
) => ({ day, trackingUrlId, broadcastId, unitId, clicks, uniqueClicks });

describeEachDatabase('the click rollup', (ctx) => {
  const db = () => ctx.database.db;
  let unitA: number;
  let unitB: number;
  beforeAll(async () => {
    unitA = (await insertUnit(db())).id;
    unitB = (await insertUnit(db(), { provinceId: 10 })).id;
  });

  it('adds clicks up by Bangkok day, link and broadcast (0: none), with the link’s unit and unique clicks', async () => {
    const linkA = await insertTrackingUrl(db(), unitA);
    const linkB = await insertTrackingUrl(db(), unitB);
    const broadcast = await insertBroadcast(db(), unitA);
    await insertClicks(db(), [
      { trackingUrlId: linkA, at: LAST_SECOND_OF_MARCH_1, unique: true },
      { trackingUrlId: linkA, at: MIDNIGHT_OF_MARCH_2, unique: true },
      { trackingUrlId: linkA, at: MIDNIGHT_OF_MARCH_2, broadcastId: broadcast.id, unique: true },
      { trackingUrlId: linkA, at: MORNING_OF_MARCH_2, broadcastId: broadcast.id },
      { trackingUrlId: linkB, at: MORNING_OF_MARCH_2, unique: true },
      { trackingUrlId: linkB, at: MORNING_OF_MARCH_2 },
      { trackingUrlId: linkB, at: MORNING_OF_MARCH_2 },
    ]);

    await rollUpClicks(db());

    expect(await clickDailyOf(db(), [linkA, linkB])).toEqual([
      row('2025-03-01', linkA, 0, unitA, 1, 1),
      row('2025-03-02', linkA, 0, unitA, 1, 1),
      row('2025-03-02', linkA, broadcast.id, unitA, 2, 1),
      row('2025-03-02', linkB, 0, unitB, 3, 1),
    ]);
  });

  it('adds nothing twice: a second run changes nothing, later clicks add to the same rows', async () => {
    const link = await insertTrackingUrl(db(), unitA);
    await insertClicks(db(), [
      { trackingUrlId: link, at: MORNING_OF_MARCH_2, unique: true },
      { trackingUrlId: link, at: MORNING_OF_MARCH_2 },
    ]);
    await rollUpClicks(db());
    await rollUpClicks(db());
    expect(await clickDailyOf(db(), [link])).toEqual([row('2025-03-02', link, 0, unitA, 2, 1)]);

    await insertClicks(db(), [{ trackingUrlId: link, at: MORNING_OF_MARCH_2, unique: true }]);
    await rollUpClicks(db());
    await rollUpClicks(db());

    expect(await clickDailyOf(db(), [link])).toEqual([row('2025-03-02', link, 0, unitA, 3, 2)]);
  });

  it('works through a backlog in chunks of ids, ending at the last click', async () => {
    const link = await insertTrackingUrl(db(), unitA);
    const clicks = Array.from({ length: 7 }, (_, i) => ({
      trackingUrlId: link,
      at: MORNING_OF_MARCH_2,
      unique: i % 2 === 0,
    }));
    await insertClicks(db(), clicks);

    const result = await rollUpClicks(db(), { chunk: 2 });

    expect(await clickDailyOf(db(), [link])).toEqual([row('2025-03-02', link, 0, unitA, 7, 4)]);
    const [last] = await db()
      .select({ id: sql<string>`max(${click.id})` })
      .from(click);
    expect(result.lastId).toBe(Number(last?.id));
    const [state] = await db()
      .select({ lastId: rollupState.lastId })
      .from(rollupState)
      .where(sql`${rollupState.name} = ${CLICK_ROLLUP}`);
    expect(state?.lastId).toBe(result.lastId);
  });

  it('counts every click exactly once when runs overlap', async () => {
    const link = await insertTrackingUrl(db(), unitA);
    await insertClicks(
      db(),
      Array.from({ length: 25 }, () => ({ trackingUrlId: link, at: MORNING_OF_MARCH_2 })),
    );

    await Promise.all([
      rollUpClicks(db(), { chunk: 3 }),
      rollUpClicks(db(), { chunk: 4 }),
      rollUpClicks(db(), { chunk: 5 }),
    ]);

    expect(await clickDailyOf(db(), [link])).toEqual([row('2025-03-02', link, 0, unitA, 25, 0)]);
  });

  // PGlite is one session: no write can be open while another commits, so ids are never seen
  // out of order there.
  const onPostgres = ctx.driver === 'postgres' ? it : it.skip;

  /** A click inserted in a transaction left open (its id smaller than any inserted after) until `commit`. */
  async function openClick(link: number) {
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const done = db().transaction(async (tx) => {
      await tx
        .insert(click)
        .values({ trackingUrlId: link, clickedAt: new Date(MORNING_OF_MARCH_2) });
      inserted();
      await committed;
    });
    await insertedYet;
    return {
      commit: async () => {
        commit();
        await done;
      },
    };
  }

  onPostgres('counts a click committed after a larger id was written exactly once', async () => {
    const link = await insertTrackingUrl(db(), unitA);
    const late = await openClick(link);
    await insertClicks(db(), [{ trackingUrlId: link, at: MORNING_OF_MARCH_2, unique: true }]);

    const first = await rollUpClicks(db(), { settleWaitMs: 200 });
    await late.commit();
    await rollUpClicks(db());
    await rollUpClicks(db());

    expect(first.unsettled).toBe(true);
    expect(await clickDailyOf(db(), [link])).toEqual([row('2025-03-02', link, 0, unitA, 2, 1)]);
  });

  onPostgres('waits for a click write still open, then counts it', async () => {
    const link = await insertTrackingUrl(db(), unitA);
    const late = await openClick(link);
    await insertClicks(db(), [{ trackingUrlId: link, at: MORNING_OF_MARCH_2 }]);

    // A wait no slow machine runs out of: the write commits as soon as the rollup waits for it.
    let ran = false;
    const run = rollUpClicks(db(), { settleWaitMs: 60_000 }).finally(() => (ran = true));
    try {
      expect(await waitsForLock(db(), () => ran)).toBe(true);
    } finally {
      await late.commit();
    }
    const result = await run;

    expect(result.unsettled).toBe(false);
    expect(await clickDailyOf(db(), [link])).toEqual([row('2025-03-02', link, 0, unitA, 2, 0)]);
  });
});
