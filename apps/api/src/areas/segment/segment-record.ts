import type { SegmentRecord } from '@hbc/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { appUser, fullNameOf, segment, unit } from '../../db/schema';

const creator = alias(appUser, 'creator');
const updater = alias(appUser, 'updater');

/** `select … from segment join unit` with who created and last changed it, to which a caller adds conditions. */
export function selectSegmentRows(db: Database) {
  return db
    .select({
      id: segment.id,
      unitId: segment.unitId,
      unitName: unit.name,
      name: segment.name,
      rules: segment.rules,
      cachedCount: segment.cachedCount,
      countedAt: segment.countedAt,
      // Null once that user is deleted.
      createdByName: sql<string | null>`${fullNameOf(creator)}`,
      updatedByName: sql<string | null>`${fullNameOf(updater)}`,
      createdAt: segment.createdAt,
      updatedAt: segment.updatedAt,
    })
    .from(segment)
    .innerJoin(unit, eq(unit.id, segment.unitId))
    .leftJoin(creator, eq(creator.id, segment.createdBy))
    .leftJoin(updater, eq(updater.id, segment.updatedBy))
    .$dynamic();
}

export type SegmentRow = Awaited<ReturnType<typeof selectSegmentRows>>[number];

/** A row as the API answers it. */
export function toSegmentRecord(row: SegmentRow): SegmentRecord {
  return {
    ...row,
    countedAt: row.countedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Segment `id` as the API answers it, or undefined when there is none. */
export async function readSegment(db: Database, id: number): Promise<SegmentRecord | undefined> {
  const [row] = await selectSegmentRows(db).where(eq(segment.id, id));
  return row && toSegmentRecord(row);
}

/** Segment `id`'s unit (its scope), or undefined when there is no such segment. */
export async function segmentUnitOf(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ unitId: segment.unitId }).from(segment).where(eq(segment.id, id));
  return row?.unitId;
}
