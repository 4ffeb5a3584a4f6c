import { ChartFigure } from './ChartFigure';
import { TREND_CHART_HEIGHT, type ChartData } from './chart-series';
import { countTable } from './count-table';
import { LazyTrendChart } from './lazy-charts';

export interface TrendFigureProps extends ChartData {
  title: string;
  /** The head of the labels' column in the chart's table ('วันที่'). */
  labelHead: string;
}

/** Numbers over time as a captioned line chart, its numbers also as a table for screen readers. */
export function TrendFigure({ title, labelHead, labels, series }: TrendFigureProps) {
  return (
    <ChartFigure
      title={title}
      height={TREND_CHART_HEIGHT}
      table={countTable(labelHead, { labels, series })}
    >
      <LazyTrendChart labels={labels} series={series} height={TREND_CHART_HEIGHT} />
    </ChartFigure>
  );
}
