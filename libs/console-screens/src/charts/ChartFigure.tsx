import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CaptionedFigure, type ChartTable } from './CaptionedFigure';

export type { ChartTable } from './CaptionedFigure';

export interface ChartFigureProps {
  /** The chart's caption and accessible name. */
  title: string;
  /**
   * The chart's numbers for screen readers (left out when a table on screen already holds them).
   */
  table?: ChartTable;
  /** Height of the chart, kept while it loads. */
  height: number;
  /** The chart itself; may load on demand (a lazy component). */
  children: ReactNode;
}

/**
 * A chart with its caption, named by it, and its numbers as a table for those who do not see it.
 * The chart's code loads on demand: a placeholder of its height shows meanwhile.
 */
export function ChartFigure({ title, table, height, children }: ChartFigureProps) {
  return (
    <CaptionedFigure title={title} {...(table ? { table } : {})}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
        {/* The picture only: its numbers are in the table below; inert keeps the chart's own
            keyboard stops out of the tab order too, as nothing in it is read out. */}
        <Box sx={{ minHeight: height }} aria-hidden inert>
          {children}
        </Box>
      </Suspense>
    </CaptionedFigure>
  );
}
