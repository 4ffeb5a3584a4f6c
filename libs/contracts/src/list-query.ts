/**
 * The list request of every area (architecture §5): `POST /api/<area>/list` with
 * `{ page, pageSize, search?, sort?, filters? }`, answered `{ message: 'SUCCESS', data, total }`.
 */
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_SEARCH_MAX_LENGTH = 100;
/**
 * The last page a list may ask for: its offset, (page − 1) × pageSize, stays far inside what
 * PostgreSQL's OFFSET and JavaScript's integers hold (a larger page was a 500, not a 400).
 */
export const LIST_PAGE_MAX = 1_000_000;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListSort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/**
 * Which rows of a list, in what order: what a list page and an export of the same list share.
 * `filters` holds only the keys the area declares.
 */
export interface ListCriteria<Field extends string, Filters extends object = Record<never, never>> {
  search?: string;
  sort?: ListSort<Field>;
  filters?: Partial<Filters>;
}

/** What a list screen sends: the criteria and which page of them. */
export interface ListQuery<
  Field extends string,
  Filters extends object = Record<never, never>,
> extends ListCriteria<Field, Filters> {
  page: number;
  pageSize: number;
}

/** The answer of a list: one page of rows and how many rows match in all. */
export interface ListAnswer<T> {
  message: 'SUCCESS';
  data: T[];
  total: number;
}
