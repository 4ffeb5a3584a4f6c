import type { BroadcastListQuery, BroadcastSortField } from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countRows, type ListSource, type RowCount } from '../../db/list-query';
import { unitScopeCondition, type ListViewer } from '../../db/unit-scope';
import { broadcast } from '../../db/schema';
import { bangkokDayStart, nextDay } from '../segment/bangkok-day';
import { selectBroadcastRows } from './broadcast-record';

export type BroadcastListSource = ListSource<
  BroadcastSortField,
  ReturnType<typeof selectBroadcastRows>,
  RowCount
>;

/** When a broadcast happened for the date filter: sent, else scheduled, else created. */
const whenOf = sql`coalesce(${broadcast.startedAt}, ${broadcast.scheduledAt}, ${broadcast.createdAt})`;

function filterConditions(filters: BroadcastListQuery['filters']): (SQL | undefined)[] {
  return [
    filters?.status === undefined ? undefined : eq(broadcast.status, filters.status),
    filters?.from === undefined
      ? undefined
      : sql`${whenOf} >= ${bangkokDayStart(filters.from)}::timestamptz`,
    filters?.to === undefined
      ? undefined
      : sql`${whenOf} < ${bangkokDayStart(nextDay(filters.to))}::timestamptz`,
  ];
}

/**
 * How the broadcast list reads its rows (`POST /api/broadcast/list`): the viewer's unit's
 * broadcasts, newest first unless asked otherwise; the search looks in the title.
 */
export function broadcastListSource(
  db: Database,
  viewer: ListViewer,
  query: Pick<BroadcastListQuery, 'filters'>,
): BroadcastListSource {
  return {
    rows: selectBroadcastRows(db),
    total: countRows(db, broadcast),
    sortColumns: {
      createdAt: broadcast.createdAt,
      title: broadcast.title,
      scheduledAt: broadcast.scheduledAt,
      recipientCount: broadcast.targetCount,
    },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    tiebreak: broadcast.id,
    searchColumns: [broadcast.title],
    conditions: [
      unitScopeCondition('broadcast', viewer, broadcast.unitId),
      ...filterConditions(query.filters),
    ],
  };
}
