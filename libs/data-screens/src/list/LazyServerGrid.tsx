import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { LOADING_TEXT } from '@hbc/ui';
import { useAfterPaintLoad } from '../shared/useAfterPaintLoad';
import type { ServerGridProps } from './ServerGrid';

type AnyServerGrid = ComponentType<ServerGridProps<GridValidRowModel, string>>;

/** The grid, once its code has arrived (it stays for every later list). */
let loadedGrid: AnyServerGrid | null = null;

async function loadGrid(): Promise<AnyServerGrid> {
  const { ServerGrid } = await import('./ServerGrid');
  loadedGrid = ServerGrid as AnyServerGrid;
  return loadedGrid;
}

export const GRID_LOAD_TEXT = {
  failed: 'โหลดตารางไม่สำเร็จ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่',
  retry: 'ลองใหม่',
} as const;

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
  onRetry,
}: ServerGridProps<Row, SortField> & {
  /** Set when the grid's code failed to load. */
  onRetry?: (() => void) | undefined;
}) {
  const rows = list.rows.length > 0 ? list.rows.length : Math.min(list.view.pageSize, 5);
  return (
    <Box
      aria-busy={!onRetry}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
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
      {onRetry ? (
        <Box
          role="alert"
          sx={{
            height: rows * ROW_HEIGHT + ROW_HEIGHT + 4,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            px: 2,
            textAlign: 'center',
          }}
        >
          <Typography color="error">{GRID_LOAD_TEXT.failed}</Typography>
          <Button variant="outlined" onClick={onRetry}>
            {GRID_LOAD_TEXT.retry}
          </Button>
        </Box>
      ) : (
        <>
          <LinearProgress aria-label={LOADING_TEXT} />
          <Box sx={{ height: rows * ROW_HEIGHT + ROW_HEIGHT }} />
        </>
      )}
    </Box>
  );
}

/**
 * The server-paged grid, its code loaded once the screen's first frame has painted: a list
 * screen's title, buttons and search draw before the grid's code arrives, and the list's data
 * loads alongside it. A failed load says so in Thai, with a button that tries again.
 */
export function LazyServerGrid<Row extends GridValidRowModel, SortField extends string>(
  props: ServerGridProps<Row, SortField>,
) {
  const grid = useAfterPaintLoad(loadGrid, loadedGrid);
  if (!grid.value) {
    return <GridPlaceholder {...props} onRetry={grid.failed ? grid.retry : undefined} />;
  }
  const Grid = grid.value;
  return <Grid {...(props as unknown as ServerGridProps<GridValidRowModel, string>)} />;
}
