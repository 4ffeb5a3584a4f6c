import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { STAFF_GRID_PROPS } from '@hbc/data-screens';

export interface ImportRowsGridProps<Row extends GridValidRowModel> {
  /** Rows of the file already in the browser, such as those that could not be imported. */
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  /** The grid's accessible name. */
  label: string;
  getRowId: (row: Row) => GridRowId;
}

/** Rows of an imported file, paged ten at a time in the browser. */
export function ImportRowsGrid<Row extends GridValidRowModel>({
  rows,
  columns,
  label,
  getRowId,
}: ImportRowsGridProps<Row>) {
  return (
    <DataGrid<Row>
      aria-label={label}
      rows={rows as Row[]}
      columns={columns}
      getRowId={getRowId}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      pageSizeOptions={[10, 25, 50, 100]}
      {...STAFF_GRID_PROPS}
    />
  );
}
