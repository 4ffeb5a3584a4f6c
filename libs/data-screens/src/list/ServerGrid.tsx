import { createContext, useContext, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import {
  DataGrid,
  type GridColDef,
  type GridRowIdGetter,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { NOT_FOUND_TEXT, RETRY_TEXT } from '../shared/api-error-text';
import { RowActionsCell } from './RowActionsCell';
import { RowActionsCellContext, type RowActionsCellProps } from './row-actions-cell';
import { STAFF_GRID_PROPS } from './thai-grid-locale';
import type { ServerList } from './useServerList';
import { pageScrollbarSize } from './scrollbar-size';

export const NO_MATCH_TEXT = 'ไม่พบข้อมูลที่ค้นหา';

interface OverlayState {
  failed: boolean;
  narrowed: boolean;
}

const OverlayContext = createContext<OverlayState>({ failed: false, narrowed: false });

/**
 * What the grid says with no rows: why the list is empty. Plain text, as the grid may hold only
 * rows; a failure is said above the grid instead, with its retry button.
 */
function ListOverlay() {
  const { failed, narrowed } = useContext(OverlayContext);
  if (failed) return null;
  return (
    <Stack alignItems="center" justifyContent="center" spacing={1} sx={{ height: '100%', p: 2 }}>
      {narrowed ? (
        <SearchOff color="action" aria-hidden />
      ) : (
        <InboxOutlined color="action" aria-hidden />
      )}
      <Typography fontWeight={600}>{narrowed ? NO_MATCH_TEXT : NOT_FOUND_TEXT}</Typography>
    </Stack>
  );
}

export interface ServerGridProps<Row extends GridValidRowModel, SortField extends string> {
  list: ServerList<Row, SortField>;
  /** Plain MUI X column definitions; only the list's sort fields can be sorted. */
  columns: readonly GridColDef<Row>[];
  /** The grid's accessible name, usually the screen's title. */
  label: string;
  getRowId?: GridRowIdGetter<Row>;
  /** Opens a row (its detail or form); also on Enter in a focused row. */
  onRowClick?: (row: Row) => void;
}

const RowActionsCellOfAnyRow = RowActionsCell as (
  props: RowActionsCellProps<GridValidRowModel>,
) => ReturnType<typeof RowActionsCell>;

/** Whether the click or key came from a control inside the row (an action button, a link). */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as Element | null;
  return Boolean(target?.closest('button, a, input, [role="menuitem"]'));
}

/**
 * MUI X Data Grid over a server list: server paging, sorting and filtering, Thai texts, a
 * loading overlay, Thai empty states and a failure with a retry. The pager calls the list directly, so only staff
 * change the page (not the grid's own resets when the sort changes).
 */
export function ServerGrid<Row extends GridValidRowModel, SortField extends string>({
  list,
  columns,
  label,
  getRowId,
  onRowClick,
}: ServerGridProps<Row, SortField>) {
  const { view, sortFields, setSort, setPage } = list;
  const sortable = useMemo(() => new Set<string>(sortFields), [sortFields]);
  const gridColumns = useMemo(
    () =>
      columns.map((column) => ({
        ...column,
        sortable: column.sortable !== false && sortable.has(column.field),
      })),
    [columns, sortable],
  );
  const field = view.sort?.field;
  const direction = view.sort?.direction;
  const sortModel = useMemo<GridSortModel>(
    () => (field && direction ? [{ field, sort: direction }] : []),
    [field, direction],
  );
  const paginationModel = useMemo(
    () => ({ page: view.page - 1, pageSize: view.pageSize }),
    [view.page, view.pageSize],
  );
  const failed = list.error !== null;
  // Past the API's count the total is unknown: MUI's "more than" count, with Next while pages are full.
  const unknownTotal = list.totalIsLowerBound;
  const paginationMeta = useMemo(
    () => ({ hasNextPage: list.rows.length >= view.pageSize }),
    [list.rows.length, view.pageSize],
  );
  const overlay = useMemo(() => ({ failed, narrowed: list.narrowed }), [failed, list.narrowed]);

  return (
    <RowActionsCellContext.Provider value={RowActionsCellOfAnyRow}>
      <OverlayContext.Provider value={overlay}>
        {list.error !== null && (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={list.reload}>
                {RETRY_TEXT}
              </Button>
            }
          >
            {list.error}
          </Alert>
        )}
        <DataGrid<Row>
          aria-label={label}
          rows={list.rows as Row[]}
          columns={gridColumns}
          {...(getRowId ? { getRowId } : {})}
          rowCount={unknownTotal ? -1 : list.total}
          {...(unknownTotal ? { paginationMeta, estimatedRowCount: list.total } : {})}
          loading={list.loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          pageSizeOptions={list.pageSizeOptions}
          sortModel={sortModel}
          sortingOrder={['asc', 'desc']}
          onSortModelChange={(model) => {
            const [first] = model;
            const known = sortFields.find((f) => f === first?.field);
            setSort(known && first?.sort ? { field: known, direction: first.sort } : undefined);
          }}
          {...STAFF_GRID_PROPS}
          scrollbarSize={pageScrollbarSize()}
          slots={{ noRowsOverlay: ListOverlay, noResultsOverlay: ListOverlay }}
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
            basePagination: {
              onPageChange: (_event, page) => setPage(page + 1),
              onRowsPerPageChange: (pageSize) => setPage(1, pageSize),
            },
          }}
          onRowClick={(params, event) => {
            if (onRowClick && !fromControl(event)) onRowClick(params.row);
          }}
          onCellKeyDown={(params, event) => {
            if (!onRowClick || event.key !== 'Enter' || fromControl(event)) return;
            if (params.colDef.type === 'actions') return;
            event.preventDefault();
            onRowClick(params.row);
          }}
          sx={{
            '--DataGrid-overlayHeight': '200px',
            ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          }}
        />
      </OverlayContext.Provider>
    </RowActionsCellContext.Provider>
  );
}
