import { GridActionsCell, GridActionsCellItem, type GridValidRowModel } from '@mui/x-data-grid';
import type { RowActionsCellProps } from './row-actions-cell';

/** Icon buttons at the end of a row; a click on one does not open the row. */
export function RowActionsCell<Row extends GridValidRowModel>({
  params,
  actions,
}: RowActionsCellProps<Row>) {
  return (
    <GridActionsCell {...params}>
      {actions
        .filter((action) => !action.hidden?.(params.row))
        .map((action) => (
          <GridActionsCellItem
            key={action.label}
            icon={action.icon}
            label={action.label}
            title={action.label}
            disabled={action.disabled?.(params.row) ?? false}
            onClick={(event) => {
              event.stopPropagation();
              action.onClick(params.row);
            }}
          />
        ))}
    </GridActionsCell>
  );
}
