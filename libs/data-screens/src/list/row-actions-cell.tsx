import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';

/** One button of an actions column. */
export interface RowAction<Row> {
  /** Thai name of the action: the button's accessible name and tooltip. */
  label: string;
  icon: ReactElement;
  onClick: (row: Row) => void;
  /** Leaves the button out for some rows (no delete for yourself). */
  hidden?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
}

export interface RowActionsCellProps<Row extends GridValidRowModel> {
  params: GridRenderCellParams<Row>;
  actions: readonly RowAction<Row>[];
}

/**
 * The grid's own actions cell, given by the grid module to the cells it draws: column
 * declarations stay free of the grid's code, which a list screen loads after its first paint.
 */
export const RowActionsCellContext = createContext<ComponentType<
  RowActionsCellProps<GridValidRowModel>
> | null>(null);

/** An actions column's cell: the grid's actions cell for the row. */
export function RowActionsSlot<Row extends GridValidRowModel>(props: RowActionsCellProps<Row>) {
  const Cell = useContext(RowActionsCellContext) as ComponentType<RowActionsCellProps<Row>> | null;
  return Cell ? <Cell {...props} /> : null;
}
