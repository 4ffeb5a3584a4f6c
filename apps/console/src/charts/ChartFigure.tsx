import { Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@hbc/ui';

/** The numbers a chart draws, as a table: a head row, then one row per label. */
export interface ChartTable {
  head: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
}

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
  const titleId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ m: 0, p: 2, minWidth: 0 }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle1" fontWeight={600}>
        {title}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
        {/* The picture only: its numbers are in the table below; inert keeps the chart's own
            keyboard stops out of the tab order too, as nothing in it is read out. */}
        <Box sx={{ minHeight: height }} aria-hidden inert>
          {children}
        </Box>
      </Suspense>
      {table && (
        <Box component="table" sx={visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((text) => (
                <th key={text} scope="col">
                  {text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={`${index}:${row.label}`}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, i) => (
                  <td key={table.head[i + 1] ?? i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Paper>
  );
}
