import type { UserListQuery, UserSortField } from '@hbc/contracts';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { countRows, outerJoined, searchCondition, type ListSource } from '../../db/list-query';
import { appUser, fullNameOf, unit } from '../../db/schema';
import { unitScopeCondition, type ListViewer } from '../../db/unit-scope';
import { selectUserRecords } from './user-record';

/**
 * Users whose first name, last name or both ("first last", spaces between words collapsed), or
 * whose unit's hcode, contain the search text. The matching ids are gathered first (names through
 * the full name's trigram index, units through the hcode's, their users through the unit index),
 * so that the page and the count read those users only: given the conditions themselves, across
 * the join or without knowing how few users they keep, PostgreSQL would read every user.
 */
function userSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim().replace(/\s+/g, ' ');
  const byName = searchCondition(text, [fullNameOf(appUser)]);
  const byHcode = searchCondition(text, [unit.hcode]);
  if (!byName || !byHcode) return undefined;
  const units = sql`select ${unit.id} from ${unit} where ${byHcode}`;
  const inUnits = sql`${appUser.unitId} = any(array(${units}))`;
  const matches = sql`select ${appUser.id} from ${appUser} where ${or(byName, inUnits)}`;
  return sql`${appUser.id} = any(array(${matches}))`;
}

/** `select count(*)` over the same tables as the rows. */
function countUsers(db: Database) {
  return countRows(db, appUser).leftJoin(unit, eq(unit.id, appUser.unitId));
}

function filterConditions(filters: UserListQuery['filters']): (SQL | undefined)[] {
  return [
    filters?.role === undefined ? undefined : eq(appUser.role, filters.role),
    filters?.status === undefined ? undefined : eq(appUser.status, filters.status),
    filters?.unitId === undefined ? undefined : eq(appUser.unitId, filters.unitId),
  ];
}

/**
 * How the user list reads its rows (`POST /api/setting/user-management/list`, and any export of
 * the same list): rows of `UserRecordRow` (map them with `toUserRecord`), the search, filters and
 * the viewer's scope as `conditions` (an Admin LV1 sees their own unit's users only, whatever the
 * filters say), and the sort columns. The search lives in `conditions` (it looks in the units'
 * hcodes too), so `searchColumns` is empty. Use it with `listPage`, or with
 * `and(...conditions)` and `listOrder` for all rows.
 */
export function userListSource(
  db: Database,
  query: Pick<UserListQuery, 'search' | 'filters'>,
  viewer: ListViewer,
) {
  return {
    rows: selectUserRecords(db),
    total: countUsers(db),
    sortColumns: {
      name: [appUser.firstName, appUser.lastName],
      role: appUser.role,
      status: appUser.status,
      unitName: outerJoined(unit.name),
      lastLoginAt: appUser.lastLoginAt,
      createdAt: appUser.createdAt,
    },
    defaultSort: { field: 'name', direction: 'asc' },
    tiebreak: appUser.id,
    searchColumns: [],
    conditions: [
      userSearch(query.search),
      ...filterConditions(query.filters),
      unitScopeCondition('user', viewer, appUser.unitId),
    ],
  } satisfies ListSource<UserSortField, PgSelect, PgSelect>;
}
