import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatCount } from '../../formatting/format-count';

/** A count (units, staff, citizens), right-aligned as 12,480. */
export function countColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  extras: Partial<GridColDef<Row>> = {},
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'number',
    width: 120,
    valueFormatter: (value: unknown) => (typeof value === 'number' ? formatCount(value) : '-'),
    ...extras,
  };
}
