import { listLogs } from '@hbc/api-clients';
import {
  ACTIVITY_LOG_SORT_FIELDS,
  API_PATHS,
  ROUTES,
  type ActivityLogCursor,
  type ActivityLogListQuery,
  type ActivityLogRecord,
  type ActivityLogSortField,
} from '@hbc/contracts';
import type { KeysetPageQuery } from '@hbc/data-screens';
import { defineList } from '../../resources/define-resource';
import { ACTIVITY_LOG_COLUMNS } from './activity-log-columns';
import { ACTIVITY_LOG_FILTERS } from './activity-log-filters';

export const ACTIVITY_LOG_TEXT = {
  search: 'ชื่อผู้ใช้งาน การกระทำ หัวข้อ หรือรายละเอียด',
} as const;

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

/**
 * /setting/activity-log: the log, newest first, by keyset pages, filtered by days, user, menu
 * and action, searched and exported; filters, search and page in the URL.
 */
export const ACTIVITY_LOG_LIST = defineList<
  ActivityLogRecord,
  ActivityLogSortField,
  never,
  ActivityLogCursor
>({
  path: ROUTES.activityLog,
  fetchPage: (query, signal) => listLogs(toLogQuery(query), signal),
  keyset: { cursorOf },
  sortFields: ACTIVITY_LOG_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: ACTIVITY_LOG_FILTERS,
  search: ACTIVITY_LOG_TEXT.search,
  export: API_PATHS.logExport,
  columns: ACTIVITY_LOG_COLUMNS,
});
