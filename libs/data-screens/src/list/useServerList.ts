import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiList, ListQuery, ListSort } from '@hbc/contracts';
import { apiErrorText, LOAD_FAILED_TEXT } from '../shared/api-error-text';
import { useLatest } from '../shared/useLatest';
import { KeysetCursors } from './keyset-cursors';
import type { FilterChanges, FilterValue, FilterValues, ListFilter } from './list-filters';
import {
  checkFilterKeys,
  PAGE_SIZE_OPTIONS,
  readListState,
  toListQuery,
  writeListState,
  type ListViewConfig,
  type ListViewState,
} from './list-url-state';

/** The body of a list call, as `fetchPage` receives it. */
export type ServerListQuery<SortField extends string = string> = ListQuery<SortField, FilterValues>;

/** A page's call with keyset paging: `after` is where the page starts, when it is known. */
export type KeysetPageQuery<SortField extends string, Cursor> = ServerListQuery<SortField> & {
  after?: Cursor;
};

/** One page as the API answers it. */
export interface ServerListAnswer<Row> extends ApiList<Row> {
  /** True when the API stopped counting: `total` rows match at least, maybe many more. */
  totalIsLowerBound?: boolean;
}

/**
 * Keyset paging, for lists too long to count through (the activity log): the next page starts
 * after the last row of the page shown, which the API finds at once however deep it is.
 */
export interface KeysetPaging<Row, Cursor> {
  /** The `after` of the page following `lastRow`, as the API takes it. */
  cursorOf: (lastRow: Row) => Cursor;
}

export interface ServerListOptions<Row, SortField extends string, Cursor = never> {
  /**
   * Fetches one page, typically `(query, signal) => postList<Row>(API_PATHS.xList, query, signal)`.
   * It may be a new function each render.
   */
  fetchPage: (
    query: KeysetPageQuery<SortField, Cursor>,
    signal: AbortSignal,
  ) => Promise<ServerListAnswer<Row>>;
  /**
   * Pages by keyset: the call for the page after the one shown carries `after`, the cursor of
   * its last row; a page jumped to (typed, a link, Back past the pages seen) goes by `page`.
   * The cursors seen are forgotten when the search, sort, filters or page size change.
   */
  keyset?: KeysetPaging<Row, Cursor>;
  /** The fields the API sorts by; other columns cannot be sorted. */
  sortFields: readonly SortField[];
  defaultSort?: ListSort<SortField>;
  /** Controls in the page header; each value goes to `filters[key]` and the URL under `key`. */
  filters?: readonly ListFilter[];
  /** Default 10, 20, 50, 100 (the API allows at most 100). */
  pageSizeOptions?: readonly number[];
}

/** A server-paged list's state and actions: what `ListScreen` shows, or any other view. */
export interface ServerList<Row, SortField extends string = string> {
  rows: readonly Row[];
  /** Rows matching the search and filters, over all pages (at least, when `totalIsLowerBound`). */
  total: number;
  /** True when the API stopped counting at `total`: the grid then offers Next while pages are full. */
  totalIsLowerBound: boolean;
  loading: boolean;
  /** Thai text of the last failure, or null. */
  error: string | null;
  /** Asks for the same page again (after an error, or a change made elsewhere). */
  reload: () => void;
  /** The view the URL holds. */
  view: ListViewState<SortField>;
  /** The body of the current list call; an export sends the same search, sort and filters. */
  query: ServerListQuery<SortField>;
  /**
   * Searches (back to page 1), replacing the history entry: typed words are not steps of Back.
   * `ListScreen`'s box calls it once typing pauses for 300 ms.
   */
  setSearch: (text: string) => void;
  /** Goes to a page (1 for the first), optionally in another size. Back returns here. */
  setPage: (page: number, pageSize?: number) => void;
  setSort: (sort: ListSort<SortField> | undefined) => void;
  /** Sets a filter, or clears it with undefined; back to page 1. */
  setFilter: (key: string, value: FilterValue | undefined) => void;
  /** Sets or clears several filters in one step (both days of a range); back to page 1. */
  setFilters: (changes: FilterChanges) => void;
  /** Whether a search or a filter narrows the list (an empty list then says so). */
  narrowed: boolean;
  sortFields: readonly SortField[];
  filters: readonly ListFilter[];
  pageSizeOptions: readonly number[];
}

interface Answer<Row> {
  rows: readonly Row[];
  total: number;
  totalIsLowerBound: boolean;
  error: string | null;
}

const NO_FILTERS: readonly ListFilter[] = [];

/**
 * The state of a server-paged list, kept in the URL query: page, page size, sort, search and
 * filters, so that Back and a shared link restore the same view. Page, sort and filter changes
 * add a history entry; a search replaces it. Each change cancels the request before it, whose
 * late answer is then ignored. With `keyset`, the next page is asked for after the last row
 * shown (see `KeysetPaging`); the URL still holds the page number.
 */
export function useServerList<Row, SortField extends string = string, Cursor = never>(
  options: ServerListOptions<Row, SortField, Cursor>,
): ServerList<Row, SortField> {
  const { sortFields, defaultSort } = options;
  const filters = options.filters ?? NO_FILTERS;
  const pageSizeOptions = options.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const configKey = JSON.stringify([sortFields, defaultSort, filters, pageSizeOptions]);
  // The declaration is usually written inline: one config per distinct declaration.
  const config = useMemo<ListViewConfig<SortField>>(() => {
    checkFilterKeys(filters);
    return { sortFields, defaultSort, filters, pageSizeOptions };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configKey]);

  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListState(params, config), [params, config]);
  const query = useMemo(() => toListQuery(view), [view]);
  const queryKey = JSON.stringify(query);

  const fetchPage = useLatest(options.fetchPage);
  const keyset = useLatest(options.keyset);
  const [cursors] = useState(() => new KeysetCursors<Cursor>());
  const [reloads, setReloads] = useState(0);
  const [loading, setLoading] = useState(true);
  const [answer, setAnswer] = useState<Answer<Row>>({
    rows: [],
    total: 0,
    totalIsLowerBound: false,
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    const pageQuery = JSON.parse(queryKey) as ServerListQuery<SortField>;
    const after = keyset.current ? cursors.startOf(pageQuery) : undefined;
    setLoading(true);
    fetchPage
      .current(after === undefined ? pageQuery : { ...pageQuery, after }, controller.signal)
      .then(
        (page) => {
          if (controller.signal.aborted) return;
          const last = page.data.at(-1);
          if (keyset.current && last !== undefined) {
            cursors.rememberNext(pageQuery, keyset.current.cursorOf(last));
          }
          setAnswer({
            rows: page.data,
            total: page.total,
            totalIsLowerBound: page.totalIsLowerBound === true,
            error: null,
          });
          setLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer((before) => ({
            ...before,
            rows: [],
            error: apiErrorText(error, LOAD_FAILED_TEXT),
          }));
          setLoading(false);
        },
      );
    return () => controller.abort();
  }, [cursors, fetchPage, keyset, queryKey, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  /** Writes a view into the URL, unless it is the one shown. */
  const go = useCallback(
    (change: (current: ListViewState<SortField>) => ListViewState<SortField>, replace: boolean) => {
      setParams(
        (current) => {
          const before = readListState(current, config);
          const next = writeListState(current, change(before), config);
          return next.toString() === current.toString() ? current : next;
        },
        { replace },
      );
    },
    [setParams, config],
  );

  const setSearch = useCallback(
    (text: string) =>
      go(
        (current) =>
          text.trim() === current.search.trim() ? current : { ...current, search: text, page: 1 },
        true,
      ),
    [go],
  );

  const setPage = useCallback(
    (page: number, pageSize?: number) =>
      go(
        (current) =>
          pageSize !== undefined && pageSize !== current.pageSize
            ? { ...current, pageSize, page: 1 }
            : { ...current, page },
        false,
      ),
    [go],
  );

  const setSort = useCallback(
    (sort: ListSort<SortField> | undefined) =>
      go((current) => ({ ...current, sort, page: 1 }), false),
    [go],
  );

  const setFilters = useCallback(
    (changes: FilterChanges) =>
      go((current) => {
        const next = { ...current.filters };
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) delete next[key];
          else next[key] = value;
        }
        return { ...current, filters: next, page: 1 };
      }, false),
    [go],
  );

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => setFilters({ [key]: value }),
    [setFilters],
  );

  return {
    rows: answer.rows,
    total: answer.total,
    totalIsLowerBound: answer.totalIsLowerBound,
    loading,
    error: answer.error,
    reload,
    view,
    query,
    setSearch,
    setPage,
    setSort,
    setFilter,
    setFilters,
    narrowed: query.search !== undefined || query.filters !== undefined,
    sortFields: config.sortFields,
    // The declaration of this render: its option sources may close over the screen's state.
    filters,
    pageSizeOptions: config.pageSizeOptions ?? PAGE_SIZE_OPTIONS,
  };
}
