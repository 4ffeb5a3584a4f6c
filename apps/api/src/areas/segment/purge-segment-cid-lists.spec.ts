import type { SegmentRules } from '@hbc/contracts';
import { asc, eq } from 'drizzle-orm';
import { segment, segmentCidList, segmentCidListItem } from '../../db/schema';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDriver, type TestDatabase } from '../../test/test-database';
import { purgeUnusedSegmentCidLists } from './purge-segment-cid-lists';
import { insertCidList } from './testing/segment-fixtures';
import { openSeededTestDatabase } from '../../test/seeded-test-database';

const NOW = new Date('2026-05-15T03:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

describeEachDriver('purgeUnusedSegmentCidLists [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase(driver);
  }, 60_000);
  afterAll(() => testDatabase?.dispose());

  it('deletes the lists older than a day that no segment uses, with their items; keeps the rest', async () => {
    const unitId = (await insertUnit(db())).id;
    const list = (name: string, hours: number) =>
      insertCidList(db(), unitId, [`${name}-1`, `${name}-2`], {
        fileName: name,
        createdAt: hoursAgo(hours),
      });
    const oldUnused = await list('old-unused', 25);
    const recentUnused = await list('recent-unused', 23);
    const oldUsed = await list('old-used', 48);
    const oldUsedUnderAny = await list('old-used-any', 48);
    const oldNamedElsewhere = await list('old-named-elsewhere', 48);
    const rules = (match: SegmentRules['match'], listId: string): SegmentRules => ({
      match,
      conditions: [
        { kind: 'SEX', sexes: ['FEMALE'] },
        { kind: 'CID_LIST', listId },
      ],
    });
    await db()
      .insert(segment)
      .values([
        { unitId, name: 'ใช้รายการ', rules: rules('ALL', oldUsed) },
        { unitId, name: 'ใช้รายการบางเงื่อนไข', rules: rules('ANY', oldUsedUnderAny) },
        // The id appears, but not as a CID list condition's.
        { unitId, name: 'ชื่อเหมือน', rules: { match: 'ALL', conditions: [] } },
      ]);
    await db().update(segment).set({ name: oldNamedElsewhere }).where(eq(segment.name, 'ชื่อเหมือน'));

    expect(await purgeUnusedSegmentCidLists(db(), NOW)).toBe(2);

    const left = await db()
      .select({ id: segmentCidList.id })
      .from(segmentCidList)
      .where(eq(segmentCidList.unitId, unitId))
      .orderBy(asc(segmentCidList.fileName));
    expect(left.map((row) => row.id).sort()).toEqual(
      [recentUnused, oldUsed, oldUsedUnderAny].sort(),
    );
    const items = await db()
      .select({ listId: segmentCidListItem.listId })
      .from(segmentCidListItem)
      .where(eq(segmentCidListItem.listId, oldUnused));
    expect(items).toEqual([]);
    expect(await purgeUnusedSegmentCidLists(db(), NOW)).toBe(0);
  });

  it('deletes a list once its segment no longer names it', async () => {
    const unitId = (await insertUnit(db())).id;
    const listId = await insertCidList(db(), unitId, ['x'], { createdAt: hoursAgo(30) });
    const [saved] = await db()
      .insert(segment)
      .values({
        unitId,
        name: 'ชั่วคราว',
        rules: { match: 'ALL', conditions: [{ kind: 'CID_LIST', listId }] },
      })
      .returning({ id: segment.id });
    expect(await purgeUnusedSegmentCidLists(db(), NOW)).toBe(0);

    await db()
      .update(segment)
      .set({ rules: { match: 'ALL', conditions: [{ kind: 'SEX', sexes: ['MALE'] }] } })
      .where(eq(segment.id, saved?.id ?? 0));

    expect(await purgeUnusedSegmentCidLists(db(), NOW)).toBe(1);
  });
});
