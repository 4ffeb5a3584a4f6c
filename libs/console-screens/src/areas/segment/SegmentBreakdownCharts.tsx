import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  AGE_BAND_UNKNOWN_LABEL,
  AGE_BANDS,
  SEX_LABELS,
  type SegmentBreakdown,
} from '@hbc/contracts';
import { CaptionedFigure } from '../../charts/CaptionedFigure';
import { countTable } from '../../charts/count-table';
import { formatCount } from '../../formatting/format-count';

/** Provinces the province chart shows, most citizens first. */
export const TOP_PROVINCES = 10;

export const BREAKDOWN_TEXT = {
  ages: 'ช่วงอายุ',
  sexes: 'เพศ',
  provinces: `จังหวัด (${TOP_PROVINCES} อันดับแรก)`,
  count: 'จำนวนผู้รับ (คน)',
  group: 'กลุ่ม',
  people: 'คน',
  noProvince: 'ไม่ระบุจังหวัด',
  noData: 'ไม่มีข้อมูล',
} as const;

const CHART_HEIGHT = 280;

const LOCALE_TEXT = { noData: BREAKDOWN_TEXT.noData, loading: 'กำลังโหลด...' };
const people = (value: number | null) => (value === null ? '' : formatCount(value));
/** A bar's or slice's own number, left out on an empty one. */
const label = (value: number | null) => (value ? formatCount(value) : '');

interface Slice {
  label: string;
  count: number;
}

/** The breakdown as labelled counts, in the order each chart shows them. */
export function breakdownSlices(breakdown: SegmentBreakdown) {
  const ageLabel = (band: string) =>
    AGE_BANDS.find((b) => b.key === band)?.label ?? AGE_BAND_UNKNOWN_LABEL;
  return {
    ages: breakdown.ageBands.map((entry): Slice => ({
      label: ageLabel(entry.band),
      count: entry.count,
    })),
    sexes: breakdown.sexes.map((entry): Slice => ({
      label: SEX_LABELS[entry.sex],
      count: entry.count,
    })),
    provinces: breakdown.provinces.slice(0, TOP_PROVINCES).map((entry): Slice => ({
      label: entry.provinceName ?? BREAKDOWN_TEXT.noProvince,
      count: entry.count,
    })),
  };
}

/** A chart with its title, and its numbers as a table for screen readers. */
function ChartFigure({
  title,
  slices,
  children,
}: {
  title: string;
  slices: readonly Slice[];
  children: ReactNode;
}) {
  const table = countTable(BREAKDOWN_TEXT.group, {
    labels: slices.map((slice) => slice.label),
    series: [{ label: BREAKDOWN_TEXT.people, values: slices.map((slice) => slice.count) }],
  });
  return (
    <CaptionedFigure title={title} table={table}>
      {children}
    </CaptionedFigure>
  );
}

/**
 * Whom a segment reaches, by age band (bars), sex (pie) and province (bars, the ten with the most
 * citizens). MUI X Charts: its own chunk, loaded when a detail page has a breakdown to show.
 */
export function SegmentBreakdownCharts({ breakdown }: { breakdown: SegmentBreakdown }) {
  const { palette } = useTheme();
  const slices = breakdownSlices(breakdown);
  const sexColors = [palette.secondary.main, palette.primary.main, palette.grey[500]];
  /** A horizontal bar chart of `bands` (its labels read along the bars' axis). */
  const bars = (bands: readonly Slice[], labelWidth: number) => (
    <BarChart
      height={Math.max(CHART_HEIGHT, 36 * bands.length)}
      layout="horizontal"
      localeText={LOCALE_TEXT}
      hideLegend
      yAxis={[{ scaleType: 'band', data: bands.map((s) => s.label), width: labelWidth }]}
      xAxis={[{ label: BREAKDOWN_TEXT.count }]}
      series={[
        {
          data: bands.map((s) => s.count),
          label: BREAKDOWN_TEXT.count,
          color: palette.primary.main,
          valueFormatter: people,
          barLabel: (item) => label(item.value),
        },
      ]}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChartFigure title={BREAKDOWN_TEXT.ages} slices={slices.ages}>
        {bars(slices.ages, 96)}
      </ChartFigure>
      <ChartFigure title={BREAKDOWN_TEXT.sexes} slices={slices.sexes}>
        <PieChart
          height={CHART_HEIGHT}
          localeText={LOCALE_TEXT}
          series={[
            {
              data: slices.sexes.map((s, id) => ({
                id,
                value: s.count,
                label: s.label,
                color: sexColors[id % sexColors.length] ?? palette.primary.main,
              })),
              valueFormatter: (item) => people(item.value),
              arcLabel: (item) => label(item.value),
              innerRadius: 40,
            },
          ]}
        />
      </ChartFigure>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartFigure title={BREAKDOWN_TEXT.provinces} slices={slices.provinces}>
          {bars(slices.provinces, 140)}
        </ChartFigure>
      </Box>
    </Box>
  );
}
