import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApiList, ListQuery, ListSort } from '@hbc/contracts';
import { apiErrorText, LOAD_FAILED_TEXT } from '../shared/api-error-text';
import { useLatest } from '../shared/useLatest';
import type { FilterValue, FilterValues, ListFilter } from './list-filters';
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

export interface ServerListOptions<Row, SortField extends string> {
  /**
   * Fetches one page, typically `(query, signal) => postList<Row>(API_PATHS.xList, query, signal)`.
   * It may be a new function each render.
   */
  fetchPage: (query: ServerListQuery<SortField>, signal: AbortSignal) => Promise<ApiList<Row>>;
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
  /** Rows matching the search and filters, over all pages. */
  total: number;
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
  /** Whether a search or a filter narrows the list (an empty list then says so). */
  narrowed: boolean;
  sortFields: readonly SortField[];
  filters: readonly ListFilter[];
  pageSizeOptions: readonly number[];
}

interface Answer<Row> {
  rows: readonly Row[];
  total: number;
  error: string | null;
}

const NO_FILTERS: readonly ListFilter[] = [];

/**
 * The state of a server-paged list, kept in the URL query: page, page size, sort, search and
 * filters, so that Back and a shared link restore the same view. Page, sort and filter changes
 * add a history entry; a search replaces it. Each change cancels the request before it, whose
 * late answer is then ignored.
 */
export function useServerList<Row, SortField extends string = string>(
  options: ServerListOptions<Row, SortField>,
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
  const [reloads, setReloads] = useState(0);
  const [loading, setLoading] = useState(true);
  const [answer, setAnswer] = useState<Answer<Row>>({ rows: [], total: 0, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchPage.current(JSON.parse(queryKey) as ServerListQuery<SortField>, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setAnswer({ rows: page.data, total: page.total, error: null });
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((before) => ({
          rows: [],
          total: before.total,
          error: apiErrorText(error, LOAD_FAILED_TEXT),
        }));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [fetchPage, queryKey, reloads]);

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

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) =>
      go((current) => {
        const next = { ...current.filters };
        if (value === undefined) delete next[key];
        else next[key] = value;
        return { ...current, filters: next, page: 1 };
      }, false),
    [go],
  );

  return {
    rows: answer.rows,
    total: answer.total,
    loading,
    error: answer.error,
    reload,
    view,
    query,
    setSearch,
    setPage,
    setSort,
    setFilter,
    narrowed: query.search !== undefined || query.filters !== undefined,
    sortFields: config.sortFields,
    // The declaration of this render: its option sources may close over the screen's state.
    filters,
    pageSizeOptions: config.pageSizeOptions ?? PAGE_SIZE_OPTIONS,
  };
}
