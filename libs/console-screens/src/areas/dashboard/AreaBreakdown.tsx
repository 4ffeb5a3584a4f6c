import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { DashboardAreaRow } from '@hbc/contracts';
import { formatCount } from '../../formatting/format-count';
import { BarFigure } from '../../charts/BarFigure';
import { visuallyHidden } from '@hbc/ui';

/** The numbers of an area, as its table's columns and the chart's choices. */
export const AREA_METRICS = {
  following: 'ผู้ติดตาม',
  broadcastsSent: 'บรอดแคสต์ที่ส่ง',
  messagesSent: 'ข้อความที่ส่ง',
  clicks: 'คลิก',
} as const;
type Metric = keyof typeof AREA_METRICS;
const METRICS = Object.keys(AREA_METRICS) as Metric[];

export const AREA_BREAKDOWN_TEXT = {
  metric: 'ข้อมูลในแผนภูมิ',
  chart: (title: string, metric: string) => `${title}: ${metric}`,
  /** Said after an area's name on its button, to screen readers. */
  choose: ' (ดูรายจังหวัด)',
} as const;

export interface AreaBreakdownProps {
  /** The table's name and the chart's caption ('ตามเขตสุขภาพ'). */
  title: string;
  /** The head of the areas' column ('เขตสุขภาพ', 'จังหวัด'). */
  areaHead: string;
  rows: readonly DashboardAreaRow[];
  /** Offers each area to be broken down further (regions into provinces). */
  onChoose?: (id: number) => void;
  /** The area broken down now. */
  chosenId?: number;
}

/**
 * The month by area: following, broadcasts, messages and clicks of each in a table, and one of
 * those numbers as bars, chosen above the chart.
 */
export function AreaBreakdown({ title, areaHead, rows, onChoose, chosenId }: AreaBreakdownProps) {
  const [metric, setMetric] = useState<Metric>('following');
  return (
    <Stack spacing={2}>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{areaHead}</TableCell>
              {METRICS.map((key) => (
                <TableCell key={key} align="right">
                  {AREA_METRICS[key]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} selected={row.id === chosenId}>
                <TableCell component="th" scope="row">
                  {onChoose ? (
                    <Link
                      component="button"
                      type="button"
                      aria-pressed={row.id === chosenId}
                      onClick={() => onChoose(row.id)}
                      sx={{ textAlign: 'left' }}
                    >
                      {row.name}
                      <Box component="span" sx={visuallyHidden}>
                        {AREA_BREAKDOWN_TEXT.choose}
                      </Box>
                    </Link>
                  ) : (
                    row.name
                  )}
                </TableCell>
                {METRICS.map((key) => (
                  <TableCell key={key} align="right">
                    {formatCount(row[key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={metric}
        onChange={(_event, chosen: Metric | null) => chosen && setMetric(chosen)}
        aria-label={AREA_BREAKDOWN_TEXT.metric}
        sx={{ flexWrap: 'wrap' }}
      >
        {METRICS.map((key) => (
          <ToggleButton key={key} value={key}>
            {AREA_METRICS[key]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarFigure
        title={AREA_BREAKDOWN_TEXT.chart(title, AREA_METRICS[metric])}
        labels={rows.map((row) => row.name)}
        series={[{ label: AREA_METRICS[metric], values: rows.map((row) => row[metric]) }]}
      />
    </Stack>
  );
}
