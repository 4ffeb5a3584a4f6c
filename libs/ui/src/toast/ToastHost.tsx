import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { dismissToast, getToasts, subscribeToasts, TOAST_TIMEOUT_MS } from './toast-store';

function subscribe(onChange: () => void): () => void {
  return subscribeToasts(onChange);
}

/**
 * Renders the toasts raised with `toast.*`; each closes itself after 3000 ms. Each toast gets its
 * own portal, created when it appears, so an open dialog (which hides the page's existing nodes
 * from assistive technology) does not hide the toasts raised from inside it.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <Stack spacing={1}>
      {toasts.map((t, index) => (
        <Portal key={t.id}>
          <Snackbar
            open
            autoHideDuration={TOAST_TIMEOUT_MS}
            onClose={(_event, reason) => reason !== 'clickaway' && dismissToast(t.id)}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            sx={{ top: `${24 + index * 64}px !important` }}
          >
            <Alert
              severity={t.severity}
              variant="filled"
              onClose={() => dismissToast(t.id)}
              role="alert"
            >
              {t.message}
            </Alert>
          </Snackbar>
        </Portal>
      ))}
    </Stack>
  );
}
