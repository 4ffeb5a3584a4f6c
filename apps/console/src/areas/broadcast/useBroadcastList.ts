import { listBroadcasts } from '@hbc/api-clients';
import {
  BROADCAST_SORT_FIELDS,
  BROADCAST_STATUS_LABELS,
  BROADCAST_STATUSES,
  can,
  type BroadcastListItem,
  type BroadcastListQuery,
  type BroadcastSortField,
} from '@hbc/contracts';
import { useServerList, type ListFilter } from '@hbc/data-screens';
import { useViewerRole } from '../../viewer/useViewerRole';

export const BROADCAST_FILTER_TEXT = {
  status: 'สถานะ',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
} as const;

/** By status, and by the days it was sent (or is scheduled, or was created). */
const BROADCAST_FILTERS: readonly ListFilter[] = [
  {
    type: 'select',
    key: 'status',
    label: BROADCAST_FILTER_TEXT.status,
    options: BROADCAST_STATUSES.map((status) => ({
      value: status,
      label: BROADCAST_STATUS_LABELS[status],
    })),
  },
  {
    type: 'dateRange',
    key: 'from',
    label: BROADCAST_FILTER_TEXT.from,
    toKey: 'to',
    toLabel: BROADCAST_FILTER_TEXT.to,
  },
];

/**
 * /broadcast: the unit's broadcasts, newest first, by status and days, searched by title; whether
 * the signed-in staff member composes them (LV3) or only reads them (LV1, LV2).
 */
export function useBroadcastList() {
  const viewer = useViewerRole();
  const list = useServerList<BroadcastListItem, BroadcastSortField>({
    fetchPage: (query, signal) => listBroadcasts(query as BroadcastListQuery, signal),
    sortFields: BROADCAST_SORT_FIELDS,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    filters: BROADCAST_FILTERS,
  });
  return {
    list,
    canManage: viewer !== null && can(viewer, 'broadcast', 'manage'),
    /** The unit has no broadcast yet (not a filter that found none). */
    empty:
      !list.loading &&
      list.error === null &&
      list.rows.length === 0 &&
      list.total === 0 &&
      !list.narrowed,
  };
}
