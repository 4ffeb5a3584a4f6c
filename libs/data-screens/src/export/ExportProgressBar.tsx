import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportProgress } from '@hbc/api-clients';
import { EXPORT_FORMAT_LABELS, type ExportFormat } from './export-formats';

const number = new Intl.NumberFormat('th-TH');
const decimal = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 1 });

/** Bytes as B, KB or MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${number.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

/** What the bar says: the bytes received, out of the size when known, and the rows in the file. */
export function exportProgressText({ loadedBytes, totalBytes, totalRows }: ExportProgress): string {
  const bytes = totalBytes
    ? `${formatBytes(loadedBytes)} จาก ${formatBytes(totalBytes)}`
    : formatBytes(loadedBytes);
  const rows = totalRows === undefined ? '' : ` (${number.format(totalRows)} แถว)`;
  return `กำลังส่งออก ได้รับแล้ว ${bytes}${rows}`;
}

export interface ExportProgressBarProps {
  format: ExportFormat;
  progress: ExportProgress;
  onCancel: () => void;
}

/**
 * How far an export has come: a bar that fills when the file's size is known (a streamed file's
 * usually is not: the bar then moves without an end) and the bytes and rows so far.
 */
export function ExportProgressBar({ format, progress, onCancel }: ExportProgressBarProps) {
  const label = `ส่งออก ${EXPORT_FORMAT_LABELS[format]}`;
  const percent = progress.totalBytes
    ? Math.min(100, (progress.loadedBytes / progress.totalBytes) * 100)
    : undefined;
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        aria-label={label}
        {...(percent === undefined
          ? { variant: 'indeterminate' }
          : { variant: 'determinate', value: percent })}
      />
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        <Typography variant="body2" color="text.secondary" role="status">
          {exportProgressText(progress)}
        </Typography>
        <Button size="small" color="inherit" onClick={onCancel}>
          ยกเลิก
        </Button>
      </Stack>
    </Stack>
  );
}
