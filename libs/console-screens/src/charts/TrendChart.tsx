import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCount } from '../formatting/format-count';
import { CHART_LOCALE_TEXT, type ChartData } from './chart-series';

export interface TrendChartProps extends ChartData {
  height: number;
}

const count = (value: number | null) => (value === null ? '' : formatCount(value));

/**
 * Numbers over time as lines (clicks per day, citizens following): MUI X Charts, loaded with
 * the first chart a screen shows.
 */
export function TrendChart({ labels, series, height }: TrendChartProps) {
  const { palette } = useTheme();
  const colors = [palette.primary.main, palette.secondary.main, palette.warning.main];
  return (
    <LineChart
      height={height}
      localeText={CHART_LOCALE_TEXT}
      hideLegend={series.length < 2}
      xAxis={[{ scaleType: 'point', data: [...labels] }]}
      yAxis={[{ valueFormatter: (value: number) => formatCount(value), width: 80, tickNumber: 5 }]}
      series={series.map((line, index) => ({
        data: [...line.values],
        label: line.label,
        color: colors[index % colors.length] ?? palette.primary.main,
        valueFormatter: count,
        showMark: labels.length <= 31,
        curve: 'linear',
      }))}
    />
  );
}
