import type { SegmentRecord } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { unitOfRecord } from '../../db/unit-scope';
import { editedByColumns, withEditors } from '../../db/edited-by';
import { segment, unit } from '../../db/schema';

/** `select … from segment join unit` with who created and last changed it, to which a caller adds conditions. */
export function selectSegmentRows(db: Database) {
  const rows = db
    .select({
      id: segment.id,
      unitId: segment.unitId,
      unitName: unit.name,
      name: segment.name,
      rules: segment.rules,
      cachedCount: segment.cachedCount,
      countedAt: segment.countedAt,
      ...editedByColumns(segment),
    })
    .from(segment)
    .innerJoin(unit, eq(unit.id, segment.unitId))
    .$dynamic();
  return withEditors(rows, segment);
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
export const segmentUnitOf = (db: Database, id: number) => unitOfRecord(db, segment, id);
