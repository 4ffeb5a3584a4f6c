import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { ListScreen, type ListAction, type ServerList } from '@hbc/data-screens';
import { EmptyState, PageScaffold, type Crumb } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';
import { isNothingYet } from '../lists/list-empty';
import type { ListResource } from './define-resource';
import { titleOf } from './screen-trail';
import { useResourceNavigation } from './useResourceList';

export interface ResourceListScreenProps<
  Row extends GridValidRowModel,
  SortField extends string,
  Action extends string = never,
  Cursor = never,
> {
  resource: ListResource<Row, SortField, Action, Cursor>;
  /** What the row actions the declaration names do. */
  rowActions?: Record<Action, (row: Row) => void>;
  /** The state from `useResourceList`. */
  list: ServerList<Row, SortField>;
  /** The columns instead of the declaration's, such as one more for a viewer who sees more. */
  columns?: readonly GridColDef<Row>[];
  /** What a row click does instead of leading where the declaration says, such as a dialog. */
  onRowClick?: (row: Row) => void;
  breadcrumbs?: readonly Crumb[];
  /** The query a new record's form opens with, such as `?region=7`. */
  addQuery?: string;
  /** Other ways in, shown before the add button, such as 'นำเข้าจากไฟล์'. */
  secondaryActions?: readonly ListAction[];
  /**
   * Shown instead of the list, under the title, when there is nothing to list yet; by default
   * the declaration's `nothingYet` while the area has nothing yet.
   */
  empty?: ReactNode;
  /** Shown between the search and filters and the grid, such as the totals of the rows. */
  aboveGrid?: ReactNode;
  /** Dialogs the list opens. */
  children?: ReactNode;
}

/**
 * A declared resource's list screen: its title (the browser tab's too), the search, filters and
 * grid, the add button and export menu; a row leads where the declaration says. While the area
 * has nothing yet, what it holds and who adds them.
 */
export function ResourceListScreen<
  Row extends GridValidRowModel,
  SortField extends string,
  Action extends string = never,
  Cursor = never,
>({
  resource,
  rowActions,
  list,
  columns: chosenColumns,
  onRowClick,
  breadcrumbs,
  addQuery,
  secondaryActions,
  empty,
  aboveGrid,
  children,
}: ResourceListScreenProps<Row, SortField, Action, Cursor>) {
  const title = titleOf(resource.path);
  const { columns, openRow, addNew, canManage } = useResourceNavigation(
    resource,
    // A declaration that names no row actions needs none.
    rowActions ?? ({} as Record<Action, (row: Row) => void>),
    chosenColumns,
  );
  const rowClick = onRowClick ?? openRow;
  const { add, nothingYet } = resource;
  const addButton = add && canManage ? add : undefined;
  const shownEmpty =
    empty ??
    (nothingYet && isNothingYet(list) ? (
      <EmptyState
        icon={nothingYet.icon}
        title={nothingYet.title}
        description={canManage ? nothingYet.manage : nothingYet.read}
        action={
          addButton ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => addNew(addQuery)}>
              {addButton}
            </Button>
          ) : undefined
        }
      />
    ) : undefined);
  return (
    <>
      <title>{documentTitle(title)}</title>
      {shownEmpty ? (
        <PageScaffold title={title}>{shownEmpty}</PageScaffold>
      ) : (
        <ListScreen
          title={title}
          {...(breadcrumbs ? { breadcrumbs } : {})}
          list={list}
          columns={columns}
          {...(resource.getRowId ? { getRowId: resource.getRowId } : {})}
          searchPlaceholder={resource.search}
          {...(rowClick ? { onRowClick: rowClick } : {})}
          {...(addButton
            ? { primaryAction: { label: addButton, onClick: () => addNew(addQuery) } }
            : {})}
          {...(secondaryActions ? { secondaryActions } : {})}
          {...(resource.export ? { export: { path: resource.export } } : {})}
        >
          {aboveGrid}
        </ListScreen>
      )}
      {children}
    </>
  );
}
