import { and, asc, eq, inArray } from 'drizzle-orm';
import { followingDaily } from '../../db/schema';
import { insertCitizenRows } from '../../areas/segment/testing/segment-fixtures';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { rollUpFollowing } from './following-rollup';

const TODAY = '2025-03-02';
const YESTERDAY = '2025-03-01';

describeEachDatabase('the following rollup', (ctx) => {
  const db = () => ctx.database.db;

  it('sets today’s following per unit from the citizens, keeps earlier days and drops units nobody follows', async () => {
    const [busy, small, left] = [
      (await insertUnit(db())).id,
      (await insertUnit(db())).id,
      (await insertUnit(db())).id,
    ];
    await insertCitizenRows(db(), busy, [
      {},
      {},
      {},
      { followStatus: 'UNFOLLOWED' },
      { followStatus: 'UNKNOWN' },
    ]);
    await insertCitizenRows(db(), small, [{}, {}]);
    await insertCitizenRows(db(), left, [{ followStatus: 'UNFOLLOWED' }]);
    await db()
      .insert(followingDaily)
      .values([
        { day: YESTERDAY, unitId: busy, following: 7 },
        { day: TODAY, unitId: busy, following: 1 },
        { day: TODAY, unitId: left, following: 4 },
      ]);

    await rollUpFollowing(db(), TODAY);
    await rollUpFollowing(db(), TODAY);

    const rows = await db()
      .select()
      .from(followingDaily)
      .where(
        and(
          inArray(followingDaily.unitId, [busy, small, left]),
          inArray(followingDaily.day, [YESTERDAY, TODAY]),
        ),
      )
      .orderBy(asc(followingDaily.day), asc(followingDaily.unitId));
    expect(rows).toEqual([
      { day: YESTERDAY, unitId: busy, following: 7 },
      { day: TODAY, unitId: busy, following: 3 },
      { day: TODAY, unitId: small, following: 2 },
    ]);
  });

  it('follows the citizens as they come and go', async () => {
    const unitId = (await insertUnit(db())).id;
    const [first] = await insertCitizenRows(db(), unitId, [{}, {}]);
    await rollUpFollowing(db(), TODAY);
    await insertCitizenRows(db(), unitId, [{}, {}, {}]);
    await ctx.database.sql.executeSql(
      `update citizen set follow_status = 'UNFOLLOWED' where id = $1`,
      [first],
    );

    await rollUpFollowing(db(), TODAY);

    const [today] = await db()
      .select({ following: followingDaily.following })
      .from(followingDaily)
      .where(and(eq(followingDaily.day, TODAY), eq(followingDaily.unitId, unitId)));
    expect(today).toEqual({ following: 4 });
  });
});
