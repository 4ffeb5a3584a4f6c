import {
  LIST_PAGE_SIZE_DEFAULT,
  LIST_SEARCH_MAX_LENGTH,
  type ListQuery,
  type ListSort,
} from '@hbc/contracts';
import {
  filterFieldsOf,
  readFilterValues,
  type FilterValues,
  type ListFilter,
} from './list-filters';

/** The page sizes a list offers unless it says otherwise. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

/** The URL query keys of a list's view; a filter's key is its own. */
export const LIST_URL_KEYS = {
  page: 'page',
  pageSize: 'pageSize',
  search: 'q',
  sort: 'sort',
  order: 'order',
} as const;

const RESERVED_KEYS = new Set<string>(Object.values(LIST_URL_KEYS));
/** Far past any real list, but within what the API's integer page accepts. */
const MAX_PAGE = 1_000_000;

/** What a list shows: its page, sort, search and filters, as kept in the URL. */
export interface ListViewState<SortField extends string> {
  /** 1 for the first page. */
  page: number;
  pageSize: number;
  /** As typed, untrimmed; '' for none. */
  search: string;
  sort: ListSort<SortField> | undefined;
  filters: FilterValues;
}

export interface ListViewConfig<SortField extends string> {
  /** The fields the API sorts by; any other `sort` in the URL is ignored. */
  sortFields: readonly SortField[];
  defaultSort?: ListSort<SortField>;
  filters?: readonly ListFilter[];
  pageSizeOptions?: readonly number[];
}

function pageSizesOf(config: ListViewConfig<string>): readonly number[] {
  return config.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
}

/** The page size a list starts with: 20 when offered, else its first. */
export function defaultPageSize(config: ListViewConfig<string>): number {
  const sizes = pageSizesOf(config);
  return sizes.includes(LIST_PAGE_SIZE_DEFAULT)
    ? LIST_PAGE_SIZE_DEFAULT
    : (sizes[0] ?? LIST_PAGE_SIZE_DEFAULT);
}

/** Throws on a declaration whose filter or URL key would clash with the list's own URL keys or another filter's. */
export function checkFilterKeys(filters: readonly ListFilter[] = []): void {
  const seen = new Set<string>();
  for (const filter of filters) {
    const keys = filterFieldsOf(filter).flatMap(({ key, urlKey }) => [key, urlKey]);
    for (const key of new Set(keys)) {
      if (RESERVED_KEYS.has(key) || seen.has(key)) {
        throw new Error(`List filter key "${key}" is reserved or declared twice`);
      }
      seen.add(key);
    }
  }
}

function readPage(raw: string | null): number {
  if (!raw || !/^[1-9][0-9]{0,6}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
}

function readSort<SortField extends string>(
  params: URLSearchParams,
  config: ListViewConfig<SortField>,
): ListSort<SortField> | undefined {
  const field = params.get(LIST_URL_KEYS.sort);
  const order = params.get(LIST_URL_KEYS.order) ?? 'asc';
  const known = config.sortFields.find((f) => f === field);
  if (known === undefined || (order !== 'asc' && order !== 'desc')) return config.defaultSort;
  return { field: known, direction: order };
}

/**
 * The view a URL asks for. Every value is checked, since a shared link can hold anything: a
 * page that is not a positive number is page 1, an unknown page size the default, an unknown
 * sort field the default sort, a filter value the filter cannot take no filter.
 */
export function readListState<SortField extends string>(
  params: URLSearchParams,
  config: ListViewConfig<SortField>,
): ListViewState<SortField> {
  const sizes = pageSizesOf(config);
  const size = Number(params.get(LIST_URL_KEYS.pageSize));
  const filters: FilterValues = {};
  for (const filter of config.filters ?? [])
    Object.assign(filters, readFilterValues(filter, params));
  return {
    page: readPage(params.get(LIST_URL_KEYS.page)),
    pageSize: sizes.includes(size) ? size : defaultPageSize(config),
    search: (params.get(LIST_URL_KEYS.search) ?? '').slice(0, LIST_SEARCH_MAX_LENGTH),
    sort: readSort(params, config),
    filters,
  };
}

function sameSort(a: ListSort<string> | undefined, b: ListSort<string> | undefined): boolean {
  return a?.field === b?.field && a?.direction === b?.direction;
}

/**
 * The URL query for `state`: the list's keys set, defaults left out so a plain list has a plain
 * address, and any other key of the page kept.
 */
export function writeListState<SortField extends string>(
  current: URLSearchParams,
  state: ListViewState<SortField>,
  config: ListViewConfig<SortField>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) =>
    value === undefined ? next.delete(key) : next.set(key, value);
  set(LIST_URL_KEYS.page, state.page > 1 ? String(state.page) : undefined);
  set(
    LIST_URL_KEYS.pageSize,
    state.pageSize !== defaultPageSize(config) ? String(state.pageSize) : undefined,
  );
  set(LIST_URL_KEYS.search, state.search.trim() ? state.search : undefined);
  // No sort falls back to the default one, so it is written as the default: nothing.
  const customSort =
    state.sort && !sameSort(state.sort, config.defaultSort) ? state.sort : undefined;
  set(LIST_URL_KEYS.sort, customSort?.field);
  set(LIST_URL_KEYS.order, customSort?.direction);
  for (const filter of config.filters ?? []) {
    for (const { key, urlKey } of filterFieldsOf(filter)) {
      const value = state.filters[key];
      set(urlKey, value === undefined ? undefined : String(value));
    }
  }
  return next;
}

/** The body of the list call for `state`; empty parts left out. */
export function toListQuery<SortField extends string>(
  state: ListViewState<SortField>,
): ListQuery<SortField, FilterValues> {
  const search = state.search.trim();
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(Object.keys(state.filters).length > 0 ? { filters: state.filters } : {}),
  };
}
