import { listLogs } from '@hbc/api-clients';
import {
  ACTIVITY_LOG_SORT_FIELDS,
  type ActivityLogCursor,
  type ActivityLogListQuery,
  type ActivityLogRecord,
  type ActivityLogSortField,
} from '@hbc/contracts';
import { useServerList, type KeysetPageQuery } from '@hbc/data-screens';
import { ACTIVITY_LOG_FILTERS } from './activity-log-filters';

/** Where the page after `entry` starts: the API orders the log by time, then id. */
const cursorOf = (entry: ActivityLogRecord): ActivityLogCursor => ({
  createdAt: entry.createdAt,
  id: entry.id,
});

/**
 * The screen's query as the log's list call: its filters are ACTIVITY_LOG_FILTERS, whose keys
 * and value types are those of `ActivityLogFilters`.
 */
const toLogQuery = (query: KeysetPageQuery<ActivityLogSortField, ActivityLogCursor>) =>
  query as ActivityLogListQuery;

/** The log, newest first, by keyset pages; filters, search and page in the URL. */
export function useActivityLogList() {
  return useServerList<ActivityLogRecord, ActivityLogSortField, ActivityLogCursor>({
    fetchPage: (query, signal) => listLogs(toLogQuery(query), signal),
    keyset: { cursorOf },
    sortFields: ACTIVITY_LOG_SORT_FIELDS,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    filters: ACTIVITY_LOG_FILTERS,
  });
}
