import { useNavigate } from 'react-router';
import type { GridColDef, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { useServerList, type ServerList, type ServerListOptions } from '@hbc/data-screens';
import type { ListResource } from './define-resource';
import { useViewerRole } from '../viewer/useViewerRole';
import { openedFrom } from './useBackToList';
import { useManagesArea } from './useManagesArea';

/**
 * The list of a declared resource, its state kept in the address; `overrides` replace parts,
 * such as the filters of a viewer who sees more.
 */
export function useResourceList<
  Row extends GridValidRowModel,
  SortField extends string,
  Action extends string,
  Cursor = never,
>(
  resource: ListResource<Row, SortField, Action, Cursor>,
  overrides: Partial<ServerListOptions<Row, SortField, Cursor>> = {},
): ServerList<Row, SortField> {
  const { fetchPage, keyset, sortFields, defaultSort, filters, pageSizeOptions } = resource;
  return useServerList<Row, SortField, Cursor>({
    fetchPage,
    sortFields,
    ...(keyset ? { keyset } : {}),
    ...(defaultSort ? { defaultSort } : {}),
    ...(filters ? { filters } : {}),
    ...(pageSizeOptions ? { pageSizeOptions } : {}),
    ...overrides,
  });
}

/** Where a declared list leads: a record's form, a new record's form, a row's address. */
export interface ResourceNavigation<Row extends GridValidRowModel> {
  /** The form of `row` (`?id=`). */
  openForm: (row: Row) => void;
  /** The form of a new record, with `query` such as `?region=7`. */
  addNew: (query?: string) => void;
  /** Where a row click leads, if anywhere. */
  openRow: ((row: Row) => void) | undefined;
  /** The columns the viewer sees: row actions only for those who manage the area. */
  columns: readonly GridColDef<Row>[];
  /** The viewer manages the declared area (or the list declares none): the add button shows. */
  canManage: boolean;
}

/**
 * The navigation of a declared list: forms opened so they can return to the list's view; for
 * those who only read the declared area, no row actions and no way to a form. `chosenColumns`
 * replace the declaration's.
 */
export function useResourceNavigation<
  Row extends GridValidRowModel,
  SortField extends string,
  Action extends string,
  Cursor,
>(
  resource: ListResource<Row, SortField, Action, Cursor>,
  rowActions: Record<Action, (row: Row) => void>,
  chosenColumns?: readonly GridColDef<Row>[],
): ResourceNavigation<Row> {
  const navigate = useNavigate();
  const canManage = useManagesArea(resource.manages);
  const viewer = useViewerRole();
  const state = resource.formReturnsToView ? openedFrom(resource.path) : undefined;
  const toForm = (query: string) => void navigate(`${resource.form ?? ''}${query}`, state);
  const idOf = (row: Row): GridRowId => resource.getRowId?.(row) ?? (row.id as GridRowId);
  const openForm = (row: Row) => toForm(`?id=${idOf(row)}`);
  const { open } = resource;
  const openRow =
    open === 'form'
      ? canManage
        ? openForm
        : undefined
      : open
        ? (row: Row) => void navigate(open(row))
        : undefined;
  const columns =
    chosenColumns ??
    (typeof resource.columns === 'function'
      ? resource.columns({ ...rowActions, openForm }, viewer)
      : resource.columns);
  return {
    openForm,
    addNew: (query = '') => toForm(query),
    openRow,
    columns: canManage ? columns : columns.filter((column) => column.type !== 'actions'),
    canManage,
  };
}
