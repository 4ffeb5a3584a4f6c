import { formatCount } from '../formatting/format-count';
import type { ChartTable } from './CaptionedFigure';
import type { ChartData } from './chart-series';

/** A chart's counts as its table: the labels' column under `labelHead`, then a column a series. */
export function countTable(labelHead: string, { labels, series }: ChartData): ChartTable {
  return {
    head: [labelHead, ...series.map((one) => one.label)],
    rows: labels.map((label, index) => ({
      label,
      cells: series.map((one) => formatCount(one.values[index] ?? 0)),
    })),
  };
}
