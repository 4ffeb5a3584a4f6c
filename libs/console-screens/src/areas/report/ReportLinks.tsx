import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportLinkRow } from '@hbc/contracts';
import { formatCount } from '../../formatting/format-count';
import { BarFigure } from '../../charts/BarFigure';
import { formatPercent } from './report-format';

export const REPORT_LINKS_TEXT = {
  table: 'ลิงก์ติดตามในบรอดแคสต์',
  name: 'ชื่อลิงก์',
  shortUrl: 'ลิงก์สั้น',
  targetUrl: 'ปลายทาง',
  clicks: 'คลิก',
  uniqueClicks: 'คลิกไม่ซ้ำ',
  clickThroughRate: 'อัตราการคลิก',
  discarded: 'ไม่นับเป็นคลิก',
  chart: 'คลิกตามลิงก์',
  none: 'บรอดแคสต์นี้ไม่มีลิงก์ติดตาม',
} as const;

const TEXT = REPORT_LINKS_TEXT;

/**
 * A broadcast's tracking links: name, short link, destination, clicks, unique clicks,
 * click-through rate and the visits not counted as clicks in a table, and the clicks of each as
 * bars.
 */
export function ReportLinks({ links }: { links: readonly ReportLinkRow[] }) {
  if (links.length === 0) {
    return <Typography color="text.secondary">{TEXT.none}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <TableContainer>
        <Table size="small" aria-label={TEXT.table}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXT.name}</TableCell>
              <TableCell>{TEXT.shortUrl}</TableCell>
              <TableCell>{TEXT.targetUrl}</TableCell>
              <TableCell align="right">{TEXT.clicks}</TableCell>
              <TableCell align="right">{TEXT.uniqueClicks}</TableCell>
              <TableCell align="right">{TEXT.clickThroughRate}</TableCell>
              <TableCell align="right">{TEXT.discarded}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.map((link) => (
              <TableRow key={link.trackingUrlId}>
                <TableCell component="th" scope="row">
                  {link.name}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{link.shortUrl}</TableCell>
                <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                  <Link href={link.targetUrl} target="_blank" rel="noopener noreferrer">
                    {link.targetUrl}
                  </Link>
                </TableCell>
                <TableCell align="right">{formatCount(link.clicks)}</TableCell>
                <TableCell align="right">{formatCount(link.uniqueClicks)}</TableCell>
                <TableCell align="right">{formatPercent(link.clickThroughRate)}</TableCell>
                <TableCell align="right">{formatCount(link.discarded.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <BarFigure
        title={TEXT.chart}
        labels={links.map((link) => link.name)}
        series={[
          { label: TEXT.clicks, values: links.map((link) => link.clicks) },
          { label: TEXT.uniqueClicks, values: links.map((link) => link.uniqueClicks) },
        ]}
      />
    </Stack>
  );
}
