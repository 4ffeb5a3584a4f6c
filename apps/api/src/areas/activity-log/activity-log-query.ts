import {
  activityLogCountLimit,
  THAI_TIMEZONE,
  type ActivityLogCursor,
  type ActivityLogListQuery,
  type ActivityLogRecord,
  type SortDirection,
} from '@hbc/contracts';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { unitScopeCondition, type ListViewer } from '../../db/unit-scope';
import { searchCondition } from '../../db/list-query';
import { activityLog, activityTextOf, unit } from '../../db/schema';
import { keysetBatchedRows, type BatchOptions } from '../../export/batched-rows';

/** Whose log it is: the signed-in staff member's role and unit. */
export type ActivityLogViewer = ListViewer;

/** Which entries, in which order: what a page of the list and an export share. */
export type ActivityLogCriteria = Pick<ActivityLogListQuery, 'search' | 'filters' | 'sort'>;

/**
 * `created_at` as PostgreSQL keeps it, to the microsecond, in UTC: a cursor made from it finds
 * exactly its entry again (a JavaScript Date would cut it to the millisecond, and two entries of
 * the same millisecond would be skipped or shown twice across a page boundary).
 */
const createdAtText = sql<string>`to_char(${activityLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The instant Bangkok day `day` (YYYY-MM-DD) starts. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${THAI_TIMEZONE})`;
/** The instant the Bangkok day after `day` starts. */
const startOfNextDay = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${THAI_TIMEZONE})`;

function filterConditions(filters: ActivityLogCriteria['filters']): (SQL | undefined)[] {
  const { from, to, userId, menu, action } = filters ?? {};
  return [
    from === undefined ? undefined : gte(activityLog.createdAt, startOfDay(from)),
    to === undefined ? undefined : lt(activityLog.createdAt, startOfNextDay(to)),
    userId === undefined ? undefined : eq(activityLog.userId, userId),
    menu === undefined ? undefined : eq(activityLog.menu, menu),
    action === undefined ? undefined : eq(activityLog.action, action),
  ];
}

/**
 * The entries the viewer may read that meet the criteria: days `from`–`to` inclusive in Bangkok
 * time, the user, menu and action exactly, the search text anywhere in the actor's name, action,
 * menu, subject or description (`%` and `_` taken literally; one trigram index serves it).
 */
export function activityLogWhere(
  criteria: Omit<ActivityLogCriteria, 'sort'>,
  viewer: ActivityLogViewer,
): SQL | undefined {
  return and(
    searchCondition(criteria.search, [activityTextOf(activityLog)]),
    ...filterConditions(criteria.filters),
    // Every unit's entries for a national role; only their own unit's for a role scoped to it.
    unitScopeCondition('activityLog', viewer, activityLog.unitId),
  );
}

/** Newest first unless asked otherwise; the id orders entries of the same instant. */
const directionOf = (criteria: ActivityLogCriteria): SortDirection =>
  criteria.sort?.direction ?? 'desc';

function orderOf(direction: SortDirection): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  return [by(activityLog.createdAt), by(activityLog.id)];
}

/** The entries after `cursor` in the order of `direction` (served by the (created_at, id) indexes). */
function afterCursor(cursor: ActivityLogCursor, direction: SortDirection): SQL {
  const position = sql`(${activityLog.createdAt}, ${activityLog.id})`;
  const at = sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::bigint)`;
  return direction === 'desc' ? sql`${position} < ${at}` : sql`${position} > ${at}`;
}

/** The entries as the list and the export show them: with the unit's name of now. */
function selectEntries(db: Database) {
  return db
    .select({
      id: activityLog.id,
      createdAt: createdAtText,
      userId: activityLog.userId,
      actorName: activityLog.actorName,
      role: activityLog.role,
      unitId: activityLog.unitId,
      unitName: unit.name,
      action: activityLog.action,
      menu: activityLog.menu,
      subject: activityLog.subject,
      description: activityLog.description,
      ip: activityLog.ip,
    })
    .from(activityLog)
    .leftJoin(unit, eq(unit.id, activityLog.unitId))
    .$dynamic();
}

/**
 * How many entries meet `where`, counting no further than `limit` (then answering `limit`): a
 * count of millions of rows would cost more than the page it is shown with.
 */
export async function countActivityLog(
  db: Database,
  where: SQL | undefined,
  limit?: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(activityLog)
    .where(where)
    .$dynamic();
  const counted = db
    .select({ total: count() })
    .from((limit === undefined ? matching : matching.limit(limit)).as('matching'));
  const [row] = await counted;
  return row?.total ?? 0;
}

export interface ActivityLogPage {
  data: ActivityLogRecord[];
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * One page of the log (`POST /api/setting/log/list`): after `query.after` when given (keyset: as
 * fast on the millionth entry as on the first), else at the offset of `page`; with the number of
 * entries, counted up to `activityLogCountLimit(query)`.
 */
export async function activityLogPage(
  db: Database,
  query: ActivityLogListQuery,
  viewer: ActivityLogViewer,
): Promise<ActivityLogPage> {
  const where = activityLogWhere(query, viewer);
  const direction = directionOf(query);
  const rows = selectEntries(db)
    .where(and(where, query.after && afterCursor(query.after, direction)))
    .orderBy(...orderOf(direction))
    .limit(query.pageSize);
  if (!query.after) rows.offset((query.page - 1) * query.pageSize);
  const limit = activityLogCountLimit(query);
  const [data, counted] = await Promise.all([rows, countActivityLog(db, where, limit + 1)]);
  return { data, total: Math.min(counted, limit), totalIsLowerBound: counted > limit };
}

/**
 * Every entry of the criteria in the list's order, read in keyset batches only as they are taken
 * (an export of a million entries reads each batch as fast as the first).
 */
export function activityLogEntries(
  db: Database,
  criteria: ActivityLogCriteria,
  viewer: ActivityLogViewer,
  options: BatchOptions = {},
): AsyncGenerator<ActivityLogRecord, void, undefined> {
  const where = activityLogWhere(criteria, viewer);
  const direction = directionOf(criteria);
  return keysetBatchedRows<ActivityLogRecord>(
    (last, limit) =>
      selectEntries(db)
        .where(and(where, last && afterCursor(last, direction)))
        .orderBy(...orderOf(direction))
        .limit(limit),
    options,
  );
}
