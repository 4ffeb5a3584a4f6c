import type { ListQuery, SortDirection } from '@hbc/contracts';
import { and, asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** How an area's list reads its rows: which columns sort and search, and how to count. */
export interface ListSource<Field extends string, Rows extends PgSelect, Total extends PgSelect> {
  /** The rows of a page: `db.select({...}).from(...).$dynamic()`. */
  rows: Rows;
  /** `db.select({ total: count() })` over the same tables as `rows`, `.$dynamic()`. */
  total: Total;
  /** Each declared sort field's column. */
  sortColumns: Record<Field, AnyPgColumn>;
  defaultSort: { field: Field; direction: SortDirection };
  /** The primary key: orders ties, so that pages never share or skip a row. */
  tiebreak: AnyPgColumn;
  /** Columns the search text is looked for in (case-insensitively, anywhere in the text). */
  searchColumns: readonly AnyPgColumn[];
  /** Conditions of the area's filters (and scope), all of which a row must meet. */
  conditions?: readonly (SQL | undefined)[];
}

/** `text` as a LIKE pattern matching itself literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Rows with `search` in any of `columns`; undefined (no condition) for blank search text. */
export function searchCondition(
  search: string | undefined,
  columns: readonly AnyPgColumn[],
): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** ORDER BY of a page: the requested (or default) sort, then the tiebreak ascending. */
export function listOrder<Field extends string>(
  sort: ListQuery<Field>['sort'],
  source: Pick<ListSource<Field, PgSelect, PgSelect>, 'sortColumns' | 'defaultSort' | 'tiebreak'>,
): SQL[] {
  const { field, direction } = sort ?? source.defaultSort;
  const column = source.sortColumns[field];
  const order = [direction === 'desc' ? desc(column) : asc(column)];
  if (column !== source.tiebreak) order.push(asc(source.tiebreak));
  return order;
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
  const where = and(
    searchCondition(query.search, source.searchColumns),
    ...(source.conditions ?? []),
  );
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
