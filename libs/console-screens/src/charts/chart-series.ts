/** One line or set of bars of a chart: its name and a number per label. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/** What a chart draws: the labels along its axis and its series. */
export interface ChartData {
  labels: readonly string[];
  series: readonly ChartSeries[];
}

/** The texts MUI X Charts shows on its own, in Thai. */
export const CHART_LOCALE_TEXT = { noData: 'ไม่มีข้อมูล', loading: 'กำลังโหลด...' };

/** Height of one label's bars. */
const ROW_HEIGHT = 28;

/** The height a bar chart of `labels` and `series` takes: room for every label's bars. */
export function barChartHeight(labels: number, series: number): number {
  return Math.round(Math.max(200, 80 + labels * ROW_HEIGHT * Math.max(1, series * 0.75)));
}

/** The default height of a line chart. */
export const TREND_CHART_HEIGHT = 280;
