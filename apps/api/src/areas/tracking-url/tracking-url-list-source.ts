import type { TrackingUrlListQuery, TrackingUrlSortField } from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countRows, type ListSource, type RowCount } from '../../db/list-query';
import { clickDaily, trackingUrl } from '../../db/schema';
import { selectTrackingUrlRows } from './tracking-url-record';

export type TrackingUrlListSource = ListSource<
  TrackingUrlSortField,
  ReturnType<typeof selectTrackingUrlRows>['rows'],
  RowCount
>;

function statusCondition(filters: TrackingUrlListQuery['filters']): SQL | undefined {
  if (filters?.status === undefined) return undefined;
  return eq(trackingUrl.enabled, filters.status === 'ENABLED');
}

/**
 * How the tracking-link list reads its rows (`POST /api/tracking-url/list`): the viewer's unit's
 * links, newest first unless asked otherwise; the search looks in the name, the code and the
 * destination; clicks come from the daily rollup of the unit.
 */
export function trackingUrlListSource(
  db: Database,
  query: Pick<TrackingUrlListQuery, 'filters'>,
  viewer: { unitId: number | null },
): TrackingUrlListSource {
  // A role without a unit has no links (and adds up no clicks).
  const unitId = viewer.unitId ?? -1;
  const { rows, totals } = selectTrackingUrlRows(db, eq(clickDaily.unitId, unitId));
  return {
    rows,
    total: countRows(db, trackingUrl),
    sortColumns: {
      createdAt: trackingUrl.createdAt,
      name: trackingUrl.name,
      clicks: sql`coalesce(${totals.clicks}, 0)`,
    },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    tiebreak: trackingUrl.id,
    searchColumns: [trackingUrl.name, trackingUrl.code, trackingUrl.targetUrl],
    conditions: [
      viewer.unitId === null ? sql`false` : eq(trackingUrl.unitId, viewer.unitId),
      statusCondition(query.filters),
    ],
  };
}
