import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { RETRY_TEXT } from '@hbc/data-screens';

/** Why what the screen reads is not shown, with 'ลองอีกครั้ง' to read it again. */
export function RetryAlert({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {RETRY_TEXT}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
