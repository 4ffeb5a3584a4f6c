import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@hbc/ui';

/** The numbers a chart draws, as a table: a head row, then one row per label. */
export interface ChartTable {
  head: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
}

export interface CaptionedFigureProps {
  /** The figure's caption and accessible name. */
  title: string;
  /** The drawing's numbers for screen readers (left out when a table on screen holds them). */
  table?: ChartTable;
  /** The drawing. */
  children: ReactNode;
}

/** A drawing with its caption, named by it, and its numbers as a table for those who do not see it. */
export function CaptionedFigure({ title, table, children }: CaptionedFigureProps) {
  const titleId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ m: 0, p: 2, minWidth: 0, position: 'relative' }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle1" fontWeight={600}>
        {title}
      </Typography>
      {children}
      {table && (
        // A table is as wide as its cells whatever its own width says: the hidden box around it
        // keeps it from widening the page.
        <Box sx={visuallyHidden}>
          <table>
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
          </table>
        </Box>
      )}
    </Paper>
  );
}
