import type { ListQuery, SortDirection } from '@hbc/contracts';
import { and, asc, Column, count, desc, ilike, is, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** One thing a list sorts by: a column, or an expression such as a count of related rows. */
export type SortKey = AnyPgColumn | SQL;

/** `column` of an outer-joined table as a sort key: null where no row joined, so it sorts last. */
export function outerJoined(column: AnyPgColumn): SQL {
  return sql`${column}`;
}

/** What a list sorts a field by: one key, or several in turn (all in the same direction). */
export type SortColumns = SortKey | readonly [SortKey, ...SortKey[]];

/** How an area's list reads its rows: which columns sort and search, and how to count. */
export interface ListSource<Field extends string, Rows extends PgSelect, Total extends PgSelect> {
  /** The rows of a page: `db.select({...}).from(...).$dynamic()`. */
  rows: Rows;
  /** `db.select({ total: count() })` over the same tables as `rows`, `.$dynamic()`. */
  total: Total;
  /**
   * Each declared sort field's column, or columns sorted by in turn (last name after first). A
   * column of an outer-joined table goes in as `outerJoined(column)`, so that its NULLs sort last.
   */
  sortColumns: Record<Field, SortColumns>;
  defaultSort: { field: Field; direction: SortDirection };
  /** The primary key: orders ties, so that pages never share or skip a row. */
  tiebreak: AnyPgColumn;
  /** Columns the search text is looked for in (case-insensitively, anywhere in the text). */
  searchColumns: readonly AnyPgColumn[];
  /** Conditions of the area's filters (and scope), all of which a row must meet. */
  conditions?: readonly (SQL | undefined)[];
}

/**
 * `select count(*) from table`, `.$dynamic()`: a list's `total`, to which the list joins what
 * its conditions read.
 */
export function countRows(db: Database, table: PgTable) {
  return db.select({ total: count() }).from(table).$dynamic();
}

/** A list's `total`, as `countRows` builds it. */
export type RowCount = ReturnType<typeof countRows>;

/** `text` as a LIKE pattern matching itself literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Whether `text` has no letter with an upper and a lower case (Thai, digits, punctuation). */
export function isCaseless(text: string): boolean {
  return text.toLowerCase() === text.toUpperCase();
}

/**
 * Rows with `search` in any of `columns` (or expressions), case-insensitively; undefined (no
 * condition) for blank search text. Text without cased letters (Thai, an hcode) matches the same
 * with `like`, which PostgreSQL runs several times faster than `ilike` on UTF-8 text. A trigram
 * (gin_trgm_ops) index on a column or expression serves both.
 */
export function searchCondition(
  search: string | undefined,
  columns: readonly (AnyPgColumn | SQL)[],
): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const matches = isCaseless(text) ? like : ilike;
  return or(...columns.map((column) => matches(column, pattern)));
}

/** Whether a sort key may be null: anything but a NOT NULL column (see `outerJoined`). */
function mayBeNull(key: SortKey): boolean {
  return !(is(key, Column) && key.notNull);
}

/**
 * `key` in `direction`, NULLs (no value: never signed in, no unit) last either way. Ascending
 * puts them last by default; descending is told so only for a key that may be null, since
 * PostgreSQL would not read a NOT NULL column's index backwards for `desc nulls last`.
 */
function orderBy(key: SortKey, direction: SortDirection): SQL {
  if (direction === 'asc') return asc(key);
  return mayBeNull(key) ? sql`${key} desc nulls last` : desc(key);
}

/**
 * ORDER BY of a page: the requested (or default) sort, NULLs last, then the tiebreak ascending.
 * An index that serves a sort of a nullable column has the same order: `desc nulls last`.
 */
export function listOrder<Field extends string>(
  sort: ListQuery<Field>['sort'],
  source: Pick<ListSource<Field, PgSelect, PgSelect>, 'sortColumns' | 'defaultSort' | 'tiebreak'>,
): SQL[] {
  const { field, direction } = sort ?? source.defaultSort;
  const columns: readonly SortKey[] = [source.sortColumns[field]].flat();
  const order = columns.map((column) => orderBy(column, direction));
  if (!columns.includes(source.tiebreak)) order.push(asc(source.tiebreak));
  return order;
}

/** The rows of a list: its search and all its conditions (filters and scope). */
export function listWhere<Field extends string>(
  query: Pick<ListQuery<Field>, 'search'>,
  source: Pick<ListSource<Field, PgSelect, PgSelect>, 'searchColumns' | 'conditions'>,
): SQL | undefined {
  return and(searchCondition(query.search, source.searchColumns), ...(source.conditions ?? []));
}

/** One page of a list and the number of rows matching it, by indexed offset paging. */
export async function listPage<
  Field extends string,
  Rows extends PgSelect,
  Total extends PgSelect & PromiseLike<{ total: number }[]>,
>(
  query: ListQuery<Field>,
  source: ListSource<Field, Rows, Total>,
): Promise<{ data: Awaited<Rows>; total: number }> {
  const where = listWhere(query, source);
  const [data, counted] = await Promise.all([
    source.rows
      .where(where)
      .orderBy(...listOrder(query.sort, source))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    source.total.where(where),
  ]);
  return { data, total: counted[0]?.total ?? 0 };
}
