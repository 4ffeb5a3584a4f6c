import { ChartFigure } from './ChartFigure';
import { barChartHeight, type ChartData } from './chart-series';
import { countTable } from './count-table';
import { LazyCountBarChart } from './lazy-charts';

export interface BarFigureProps extends ChartData {
  title: string;
  /** The head of the labels' column in the chart's table; no table without one (a table on screen holds the numbers). */
  labelHead?: string;
  /** Room for the labels beside the bars. Default 140. */
  labelWidth?: number;
}

/** Counts as a captioned horizontal bar chart, with its numbers as a table unless one is on screen. */
export function BarFigure({ title, labelHead, labels, series, labelWidth = 140 }: BarFigureProps) {
  return (
    <ChartFigure
      title={title}
      height={barChartHeight(labels.length, series.length)}
      {...(labelHead ? { table: countTable(labelHead, { labels, series }) } : {})}
    >
      <LazyCountBarChart labels={labels} series={series} labelWidth={labelWidth} />
    </ChartFigure>
  );
}
