import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ImportProgressProps {
  /** What is under way, such as 'กำลังอัปโหลดไฟล์': said above the bar and naming it. */
  label: string;
  /** The share done, from 0 to 1; without it the bar runs (how long it takes is not known). */
  progress?: number;
  /** Said under the bar, such as how many rows are done. */
  detail?: string;
}

/**
 * How far a file import has come: a bar that fills with the share done (the upload, the rows
 * read), or a running bar while the API works and cannot say how far it is.
 */
export function ImportProgress({ label, progress, detail }: ImportProgressProps) {
  const percent =
    progress === undefined ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {percent === null ? `${label}...` : `${label} ${percent}%`}
      </Typography>
      {percent === null ? (
        <LinearProgress aria-label={label} />
      ) : (
        <LinearProgress variant="determinate" value={percent} aria-label={label} />
      )}
      {detail !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Stack>
  );
}
