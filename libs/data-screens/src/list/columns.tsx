import Chip, { type ChipProps } from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatThaiDateTime } from '@hbc/ui';
import { RowActionsSlot, type RowAction } from './row-actions-cell';

export type { RowAction } from './row-actions-cell';

type ColumnExtras<Row extends GridValidRowModel> = Partial<GridColDef<Row>>;

/** A date and time as dd/MM/yyyy HH:mm in the Buddhist era, Thai time ('-' when empty). */
export function dateTimeColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  extras: ColumnExtras<Row> = {},
): GridColDef<Row> {
  return {
    field,
    headerName,
    width: 160,
    valueFormatter: (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatThaiDateTime(value)
        : '-',
    ...extras,
  };
}

export type StatusColor = NonNullable<ChipProps['color']>;

/** A status shown as a chip: its Thai label and colour by value. */
export function statusColumn<Row extends GridValidRowModel, Status extends string>(
  field: string,
  headerName: string,
  styles: { labels: Record<Status, string>; colors: Partial<Record<Status, StatusColor>> },
  extras: ColumnExtras<Row> = {},
): GridColDef<Row> {
  const known = (value: unknown): value is Status =>
    typeof value === 'string' && Object.prototype.hasOwnProperty.call(styles.labels, value);
  return {
    field,
    headerName,
    width: 150,
    renderCell: ({ value }) =>
      known(value) ? (
        <Chip
          size="small"
          variant="outlined"
          label={styles.labels[value]}
          color={styles.colors[value] ?? 'default'}
        />
      ) : (
        String(value ?? '-')
      ),
    ...extras,
  };
}

export const ACTIONS_HEADER = 'จัดการ';

/** Icon buttons at the end of each row; a click on one does not open the row. */
export function actionsColumn<Row extends GridValidRowModel>(
  actions: readonly RowAction<Row>[],
  extras: ColumnExtras<Row> = {},
): GridColDef<Row> {
  return {
    field: '__actions',
    type: 'actions',
    headerName: ACTIONS_HEADER,
    width: Math.max(96, actions.length * 44 + 16),
    sortable: false,
    renderCell: (params) => <RowActionsSlot params={params} actions={actions} />,
    ...extras,
  };
}
