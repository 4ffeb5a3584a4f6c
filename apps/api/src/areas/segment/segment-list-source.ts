import type { SegmentSortField } from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countRows, type ListSource, type RowCount } from '../../db/list-query';
import { segment } from '../../db/schema';
import { selectSegmentRows } from './segment-record';

export type SegmentListSource = ListSource<
  SegmentSortField,
  ReturnType<typeof selectSegmentRows>,
  RowCount
>;

/** Only the viewer's own unit's segments (a role without a unit has none). */
function scopeCondition(unitId: number | null): SQL {
  return unitId === null ? sql`false` : eq(segment.unitId, unitId);
}

/**
 * How the segment list reads its rows (`POST /api/segment/list`): the viewer's unit's segments,
 * most recently changed first unless asked otherwise; the search looks in the name.
 */
export function segmentListSource(
  db: Database,
  viewer: { unitId: number | null },
): SegmentListSource {
  return {
    rows: selectSegmentRows(db),
    total: countRows(db, segment),
    sortColumns: {
      name: segment.name,
      updatedAt: segment.updatedAt,
      cachedCount: segment.cachedCount,
    },
    defaultSort: { field: 'updatedAt', direction: 'desc' },
    tiebreak: segment.id,
    searchColumns: [segment.name],
    conditions: [scopeCondition(viewer.unitId)],
  };
}
