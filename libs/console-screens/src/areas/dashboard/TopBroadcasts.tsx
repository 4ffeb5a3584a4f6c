import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ROUTES, type DashboardTopBroadcast } from '@hbc/contracts';
import { formatCount } from '../../formatting/format-count';
import { formatPercent } from '../report/report-format';

export const TOP_BROADCASTS_TEXT = {
  table: 'บรอดแคสต์ที่มีการคลิกมากที่สุด',
  title: 'ชื่อบรอดแคสต์',
  unit: 'หน่วยบริการ',
  sent: 'ส่งสำเร็จ',
  clicks: 'คลิก',
  uniqueClicks: 'คลิกไม่ซ้ำ',
  clickThroughRate: 'อัตราการคลิก',
  none: 'ยังไม่มีการคลิกในเดือนนี้',
} as const;

const TEXT = TOP_BROADCASTS_TEXT;

/** The report of a broadcast, opened over the report's list. */
export const reportPath = (broadcastId: number) => `${ROUTES.report}?id=${broadcastId}`;

/** The month's most-clicked broadcasts, each leading to its report. */
export function TopBroadcasts({ broadcasts }: { broadcasts: readonly DashboardTopBroadcast[] }) {
  if (broadcasts.length === 0) return <Typography color="text.secondary">{TEXT.none}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={TEXT.table}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXT.title}</TableCell>
            <TableCell>{TEXT.unit}</TableCell>
            <TableCell align="right">{TEXT.sent}</TableCell>
            <TableCell align="right">{TEXT.clicks}</TableCell>
            <TableCell align="right">{TEXT.uniqueClicks}</TableCell>
            <TableCell align="right">{TEXT.clickThroughRate}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {broadcasts.map((broadcast) => (
            <TableRow key={broadcast.broadcastId}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={reportPath(broadcast.broadcastId)}>
                  {broadcast.title}
                </Link>
              </TableCell>
              <TableCell>{broadcast.unitName}</TableCell>
              <TableCell align="right">{formatCount(broadcast.sent)}</TableCell>
              <TableCell align="right">{formatCount(broadcast.clicks)}</TableCell>
              <TableCell align="right">{formatCount(broadcast.uniqueClicks)}</TableCell>
              <TableCell align="right">{formatPercent(broadcast.clickThroughRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
