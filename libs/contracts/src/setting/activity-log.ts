import { Type, type Static } from '@sinclair/typebox';
import { patternText, rowId } from '../field-rules';
import { type ListAnswer, type ListQuery } from '../list-query';
import { listQuerySchema } from '../list-query-schema';
import type { ActivityLogRecord } from './activity-log-records';

/**
 * The activity log (Super Admin: every unit; Admin LV1: their own unit). Entries are written by
 * the API in the same transaction as what they record, and by the console (`POST
 * /api/setting/log`); none is ever changed or deleted.
 */
export const ACTIVITY_LOG_MESSAGES = {
  badDate: 'วันที่ไม่ถูกต้อง',
  rangeReversed: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
} as const;

/** A day in Bangkok time, YYYY-MM-DD (Christian era on the wire; the console shows B.E.). */
const day = patternText(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  ACTIVITY_LOG_MESSAGES.badDate,
);

/** Newest first, always: the log is read by time (keyset paging on `createdAt`, `id`). */
export const ACTIVITY_LOG_SORT_FIELDS = ['createdAt'] as const;
export type ActivityLogSortField = (typeof ACTIVITY_LOG_SORT_FIELDS)[number];

/**
 * `POST /api/setting/log/list` and its export: days `from`–`to` inclusive (Bangkok time), one
 * user, one menu, one action; the search looks in the actor's name, action, menu, subject and
 * description.
 */
export const ACTIVITY_LOG_LIST_DECLARATION = {
  sort: ACTIVITY_LOG_SORT_FIELDS,
  filters: {
    from: day,
    to: day,
    userId: rowId(),
    menu: Type.String({ minLength: 1, maxLength: 100 }),
    action: Type.String({ minLength: 1, maxLength: 100 }),
  },
};

export interface ActivityLogFilters {
  from: string;
  to: string;
  userId: number;
  menu: string;
  action: string;
}

/**
 * Where the next page starts: the last entry of the page before it. Given, it replaces the
 * offset of `page` (keyset paging stays fast however deep; `page` still numbers the page).
 */
export const ActivityLogCursor = Type.Object(
  {
    createdAt: Type.String({ format: 'date-time' }),
    id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ActivityLogCursor = Static<typeof ActivityLogCursor>;

const listBody = listQuerySchema(ACTIVITY_LOG_LIST_DECLARATION);
export const ActivityLogListBody = Type.Object(
  { ...listBody.properties, after: Type.Optional(ActivityLogCursor) },
  { additionalProperties: false },
);
export type ActivityLogListQuery = ListQuery<ActivityLogSortField, ActivityLogFilters> & {
  after?: ActivityLogCursor;
};

/** Counting stops here: past it the list says "more than" instead of counting millions. */
export const ACTIVITY_LOG_COUNT_LIMIT = 10_000;
/**
 * A free-text search counts less far: every match is confirmed by reading its text, and a common
 * word matches one entry in a few.
 */
export const ACTIVITY_LOG_SEARCH_COUNT_LIMIT = 1_000;

/** How far the log counts the entries `query` matches. */
export function activityLogCountLimit(query: { search?: string }): number {
  return query.search?.trim() ? ACTIVITY_LOG_SEARCH_COUNT_LIMIT : ACTIVITY_LOG_COUNT_LIMIT;
}

/** `total` is exact up to `activityLogCountLimit(query)`; past it `totalIsLowerBound` is true. */
export interface ActivityLogListAnswer extends ListAnswer<ActivityLogRecord> {
  totalIsLowerBound: boolean;
}
