import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BroadcastProgress } from '@hbc/contracts';
import { formatCount } from '../../formatting/format-count';

export const PROGRESS_TEXT = {
  label: 'ความคืบหน้าการส่ง',
  sent: (n: number) => `ส่งสำเร็จ ${formatCount(n)}`,
  failed: (n: number) => `ไม่สำเร็จ ${formatCount(n)}`,
  remaining: (n: number) => `คงเหลือ ${formatCount(n)}`,
  of: (done: number, total: number) => `${formatCount(done)} จาก ${formatCount(total)} คน`,
  waiting: 'กำลังเชื่อมต่อเพื่อติดตามความคืบหน้า',
} as const;

/** Done (sent or failed) out of all, as a whole percent; 0 of 0 is 0 %. */
export function percentDone(progress: BroadcastProgress): number {
  const done = progress.sent + progress.failed;
  return progress.total > 0 ? Math.floor((done / progress.total) * 100) : 0;
}

/**
 * A sending broadcast's progress: a bar of the recipients done so far with its percent, and how
 * many were sent, failed and remain.
 */
export function BroadcastProgressBar({ progress }: { progress: BroadcastProgress | null }) {
  const percent = progress ? percentDone(progress) : 0;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline">
          <Typography fontWeight={700}>{PROGRESS_TEXT.label}</Typography>
          {progress && <Typography fontWeight={700}>{percent}%</Typography>}
        </Stack>
        <LinearProgress
          aria-label={PROGRESS_TEXT.label}
          {...(progress
            ? { variant: 'determinate' as const, value: percent, 'aria-valuetext': `${percent}%` }
            : {})}
          sx={{ height: 10, borderRadius: 5 }}
        />
        {progress ? (
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap role="status">
            <Typography variant="body2">
              {PROGRESS_TEXT.of(progress.sent + progress.failed, progress.total)}
            </Typography>
            <Typography variant="body2" color="success.main">
              {PROGRESS_TEXT.sent(progress.sent)}
            </Typography>
            <Typography variant="body2" color="error">
              {PROGRESS_TEXT.failed(progress.failed)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {PROGRESS_TEXT.remaining(progress.remaining)}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" role="status">
            {PROGRESS_TEXT.waiting}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
