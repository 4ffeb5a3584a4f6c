import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const LOADING_TEXT = 'กำลังโหลด...';

/** A spinner with 'กำลังโหลด...', announced to screen readers. */
export function LoadingState({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <Stack role="status" aria-live="polite" alignItems="center" spacing={2} sx={{ py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
