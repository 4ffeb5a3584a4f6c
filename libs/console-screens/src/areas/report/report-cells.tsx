import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportRow } from '@hbc/contracts';
import { formatCount } from '../../formatting/format-count';

export const REPORT_CELL_TEXT = {
  capped: (n: number) => `ข้าม ${formatCount(n)}`,
  cappedInFull: (n: number) => `ข้ามตามการจำกัดจำนวนครั้ง ${formatCount(n)} คน`,
} as const;

/**
 * A report row's recipients, and under them those the frequency cap held back (the column is
 * narrow: in short, and in full as the abbreviation's title).
 */
export function recipientsCell(row: ReportRow, recipients: string) {
  if (row.capped === 0) return recipients;
  const inFull = REPORT_CELL_TEXT.cappedInFull(row.capped);
  return (
    <Stack justifyContent="center" alignItems="flex-end" sx={{ height: '100%', lineHeight: 1.3 }}>
      <Typography variant="body2">{recipients}</Typography>
      <Typography
        component="abbr"
        variant="caption"
        color="text.secondary"
        title={inFull}
        sx={{ textDecoration: 'none' }}
      >
        {REPORT_CELL_TEXT.capped(row.capped)}
      </Typography>
    </Stack>
  );
}
