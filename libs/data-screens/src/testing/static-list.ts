import type { ServerList } from '../list/useServerList';
import { PAGE_SIZE_OPTIONS } from '../list/list-url-state';
import {
  fakeUnitPage,
  FAKE_UNIT_SORT_FIELDS,
  type FakeUnit,
  type FakeUnitSortField,
} from './fake-units';

/** A list state that stands still (no URL, no requests): for the views' own stories. */
export function staticUnitList(
  overrides: Partial<ServerList<FakeUnit, FakeUnitSortField>> = {},
): ServerList<FakeUnit, FakeUnitSortField> {
  const view = {
    page: 1,
    pageSize: 10,
    search: '',
    sort: { field: 'name' as const, direction: 'asc' as const },
    filters: {},
  };
  const page = fakeUnitPage({ page: view.page, pageSize: view.pageSize, sort: view.sort });
  return {
    rows: page.data,
    total: page.total,
    totalIsLowerBound: false,
    loading: false,
    error: null,
    reload: () => undefined,
    view,
    query: { page: 1, pageSize: 10, sort: view.sort },
    setSearch: () => undefined,
    setPage: () => undefined,
    setSort: () => undefined,
    setFilter: () => undefined,
    setFilters: () => undefined,
    narrowed: false,
    sortFields: FAKE_UNIT_SORT_FIELDS,
    filters: [],
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    ...overrides,
  };
}
