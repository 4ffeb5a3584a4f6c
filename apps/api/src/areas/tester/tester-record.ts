import { maskLineUserId, type TesterRecord } from '@hbc/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { unitOfRecord } from '../../db/unit-scope';
import { citizen, tester } from '../../db/schema';

/** Whether the tester's LINE account still follows the programme's account. */
const following = sql<boolean>`coalesce(${citizen.followStatus} = 'FOLLOWING', false)`;

/** `select … from tester` with whether its citizen follows, to which a caller adds conditions. */
export function selectTesterRows(db: Database) {
  return db
    .select({
      id: tester.id,
      unitId: tester.unitId,
      name: tester.name,
      lineUserId: tester.lineUserId,
      addedVia: tester.addedVia,
      following,
      createdAt: tester.createdAt,
    })
    .from(tester)
    .leftJoin(citizen, eq(citizen.lineUserId, tester.lineUserId))
    .$dynamic();
}

export type TesterRow = Awaited<ReturnType<typeof selectTesterRows>>[number];

/** A row as the API answers it: the LINE userId masked, never in full. */
export function toTesterRecord(row: TesterRow): TesterRecord {
  return {
    id: row.id,
    unitId: row.unitId,
    name: row.name,
    lineUserIdMasked: maskLineUserId(row.lineUserId),
    addedVia: row.addedVia,
    following: row.following,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Tester `id`, or undefined when there is none. */
export async function readTester(db: Database, id: number): Promise<TesterRecord | undefined> {
  const [row] = await selectTesterRows(db).where(eq(tester.id, id));
  return row && toTesterRecord(row);
}

/** The testers `ids` of unit `unitId` (those of another unit left out). */
export function testersOfUnit(db: Database, unitId: number, ids: readonly number[]) {
  return selectTesterRows(db).where(and(eq(tester.unitId, unitId), inArray(tester.id, [...ids])));
}

/** The unit of tester `id` (its scope). */
export const testerUnitOfRecord = (db: Database, id: number) => unitOfRecord(db, tester, id);
