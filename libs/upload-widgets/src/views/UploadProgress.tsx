import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface UploadProgressProps {
  /** Reading and checking the file, before the upload starts. */
  checking?: boolean;
  /** Fraction uploaded; null while unknown (the spinner turns without a percentage). */
  progress: number | null;
}

/** The spinner shown while a file is checked and uploaded, with a percentage once it is known. */
export function UploadProgress({ checking = false, progress }: UploadProgressProps) {
  const text = checking ? 'กำลังตรวจสอบไฟล์' : 'กำลังอัพโหลด';
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Stack alignItems="center" spacing={1}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        {percent === null ? (
          <CircularProgress aria-label={text} />
        ) : (
          <CircularProgress variant="determinate" value={percent} aria-label={text} />
        )}
        {percent !== null && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography variant="caption" component="span" color="text.secondary">
              {`${percent}%`}
            </Typography>
          </Box>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
