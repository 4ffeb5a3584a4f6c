import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DISCARD_REASON_LABELS, DISCARD_REASONS, type DiscardedVisits } from '@hbc/contracts';
import { formatCount } from '../../formatting/format-count';

export const DISCARDED_VISITS_TEXT = {
  table: 'การเข้าชมที่ไม่นับเป็นคลิก',
  reason: 'เหตุผลที่ไม่นับ',
  count: 'จำนวน',
  total: 'รวม',
  rule: 'นับเป็นคลิกเฉพาะการเปิดลิงก์จากเบราว์เซอร์ และนับ 1 คลิกต่อที่อยู่ต่อลิงก์ในแต่ละนาที',
} as const;

const TEXT = DISCARDED_VISITS_TEXT;

/**
 * The visits of a broadcast's links that were not counted as clicks, reason by reason with their
 * total, and the rule that decides what a click is.
 */
export function DiscardedVisitsTable({ discarded }: { discarded: DiscardedVisits }) {
  return (
    <Stack spacing={1}>
      <TableContainer>
        <Table size="small" aria-label={TEXT.table}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXT.reason}</TableCell>
              <TableCell align="right">{TEXT.count}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {DISCARD_REASONS.map((reason) => (
              <TableRow key={reason}>
                <TableCell component="th" scope="row">
                  {DISCARD_REASON_LABELS[reason]}
                </TableCell>
                <TableCell align="right">{formatCount(discarded.byReason[reason])}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {TEXT.total}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatCount(discarded.total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary">
        {TEXT.rule}
      </Typography>
    </Stack>
  );
}
