import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount } from '../formatting/format-count';
import { barChartHeight, CHART_LOCALE_TEXT, type ChartData } from './chart-series';

export interface CountBarChartProps extends ChartData {
  /** Room for the labels beside the bars. */
  labelWidth: number;
}

const count = (value: number | null) => (value === null ? '' : formatCount(value));

/**
 * Counts side by side as horizontal bars, one group per label (a region, a link): MUI X Charts,
 * loaded with the first chart a screen shows.
 */
export function CountBarChart({ labels, series, labelWidth }: CountBarChartProps) {
  const { palette } = useTheme();
  const colors = [
    palette.primary.main,
    palette.secondary.main,
    palette.warning.main,
    palette.info.main,
  ];
  return (
    <BarChart
      height={barChartHeight(labels.length, series.length)}
      layout="horizontal"
      localeText={CHART_LOCALE_TEXT}
      hideLegend={series.length < 2}
      yAxis={[{ scaleType: 'band', data: [...labels], width: labelWidth }]}
      xAxis={[{ valueFormatter: (value: number) => formatCount(value), tickNumber: 5 }]}
      series={series.map((bars, index) => ({
        data: [...bars.values],
        label: bars.label,
        color: colors[index % colors.length] ?? palette.primary.main,
        valueFormatter: count,
      }))}
    />
  );
}
