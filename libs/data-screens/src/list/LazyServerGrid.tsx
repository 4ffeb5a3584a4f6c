import { useEffect, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { LOADING_TEXT } from '@hbc/ui';
import type { ServerGridProps } from './ServerGrid';

type AnyServerGrid = ComponentType<ServerGridProps<GridValidRowModel, string>>;

/** The grid, once its code has arrived (it stays for every later list). */
let loadedGrid: AnyServerGrid | null = null;

async function loadGrid(): Promise<AnyServerGrid> {
  const { ServerGrid } = await import('./ServerGrid');
  loadedGrid = ServerGrid as AnyServerGrid;
  return loadedGrid;
}

/** Height of the grid's column header row and of one row of its standard density. */
const HEADER_HEIGHT = 56;
const ROW_HEIGHT = 52;

/**
 * The grid's frame while its code loads: the column names, a progress bar and the room of the
 * rows to come, so that nothing below moves when the grid arrives.
 */
function GridPlaceholder<Row extends GridValidRowModel, SortField extends string>({
  list,
  columns,
}: ServerGridProps<Row, SortField>) {
  const rows = list.rows.length > 0 ? list.rows.length : Math.min(list.view.pageSize, 5);
  return (
    <Box aria-busy sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          height: HEADER_HEIGHT,
          px: 1.25,
          fontWeight: 500,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {columns.map((column) => (
          <Box
            key={column.field}
            component="span"
            sx={{ flex: column.flex ?? 0, minWidth: column.width ?? 100 }}
          >
            {column.headerName}
          </Box>
        ))}
      </Box>
      <LinearProgress aria-label={LOADING_TEXT} />
      <Box sx={{ height: rows * ROW_HEIGHT + ROW_HEIGHT }} />
    </Box>
  );
}

/**
 * The server-paged grid, its code loaded after the screen's first paint: a list screen's title,
 * buttons and search draw before the grid's code has arrived, and the list's data loads alongside
 * it. A failed load shows the placeholder until the next list screen tries again.
 */
export function LazyServerGrid<Row extends GridValidRowModel, SortField extends string>(
  props: ServerGridProps<Row, SortField>,
) {
  const [Grid, setGrid] = useState<AnyServerGrid | null>(() => loadedGrid);
  useEffect(() => {
    if (Grid) return;
    let current = true;
    loadGrid().then(
      (grid) => current && setGrid(() => grid),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Grid]);
  if (!Grid) return <GridPlaceholder {...props} />;
  return <Grid {...(props as unknown as ServerGridProps<GridValidRowModel, string>)} />;
}
