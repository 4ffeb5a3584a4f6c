import { listSegments } from '@hbc/api-clients';
import {
  can,
  SEGMENT_SORT_FIELDS,
  type SegmentListQuery,
  type SegmentRecord,
  type SegmentSortField,
} from '@hbc/contracts';
import { useServerList } from '@hbc/data-screens';
import { useViewerRole } from '../../viewer/useViewerRole';

/**
 * /segment: the unit's segments, last changed first, searched by name; whether the signed-in
 * staff member may create them (LV1, LV3) or only read them (LV2).
 */
export function useSegmentList() {
  const viewer = useViewerRole();
  const list = useServerList<SegmentRecord, SegmentSortField>({
    fetchPage: (query, signal) => listSegments(query as SegmentListQuery, signal),
    sortFields: SEGMENT_SORT_FIELDS,
    defaultSort: { field: 'updatedAt', direction: 'desc' },
  });
  return {
    list,
    canManage: viewer !== null && can(viewer, 'segment', 'manage'),
    /** The unit has no segment yet (not a search that found none). */
    empty:
      !list.loading &&
      list.error === null &&
      list.rows.length === 0 &&
      list.total === 0 &&
      !list.narrowed,
  };
}
