import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { formatCid, type ExcludedCidRecord } from '@hbc/contracts';
import { useRevealCid } from './useRevealCid';

export const REVEAL_LABELS = {
  title: 'ดูเลขประจำตัวประชาชนเต็ม',
  masked: 'เลขประจำตัวประชาชน',
  full: 'เลขประจำตัวประชาชนเต็ม',
  logged: 'การดูเลขเต็มจะถูกบันทึกในประวัติการใช้งาน',
  reveal: 'ดูเลขเต็ม',
  revealing: 'กำลังแสดงเลขเต็ม',
  copy: 'คัดลอก',
  cancel: 'ยกเลิก',
  close: 'ปิด',
} as const;

export interface CidRevealDialogProps {
  /** The row whose CID is revealed. Mount the dialog for it and unmount it to close. */
  record: ExcludedCidRecord;
  onClose: () => void;
}

const monospace = { fontFamily: 'monospace', letterSpacing: '0.05em' } as const;

/**
 * Asks Super Admin to confirm, then shows one excluded CID in full with a copy button. The CID
 * is dropped with the dialog: unmount it on close.
 */
export function CidRevealDialog({ record, onClose }: CidRevealDialogProps) {
  const id = useId();
  const state = useRevealCid(record);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-note`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`} fontWeight={700}>
        {REVEAL_LABELS.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {state.cid === null ? (
            <Typography>
              {REVEAL_LABELS.masked}{' '}
              <Typography component="span" sx={monospace}>
                {record.cidMasked}
              </Typography>
            </Typography>
          ) : (
            <Stack spacing={0.5}>
              <Typography variant="body2" color="text.secondary" id={`${id}-full`}>
                {REVEAL_LABELS.full}
              </Typography>
              <Typography
                variant="h5"
                component="output"
                aria-labelledby={`${id}-full`}
                sx={{ ...monospace, fontWeight: 700 }}
              >
                {formatCid(state.cid)}
              </Typography>
            </Stack>
          )}
          <Alert severity="info" role="note" id={`${id}-note`}>
            {REVEAL_LABELS.logged}
          </Alert>
          {state.error !== null && <Alert severity="error">{state.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {state.cid === null ? (
          <>
            <Button onClick={onClose} color="inherit" disabled={state.revealing}>
              {REVEAL_LABELS.cancel}
            </Button>
            <Button
              onClick={state.reveal}
              variant="contained"
              disabled={state.revealing}
              aria-busy={state.revealing}
              startIcon={
                state.revealing ? (
                  <CircularProgress
                    size={18}
                    color="inherit"
                    aria-label={REVEAL_LABELS.revealing}
                  />
                ) : undefined
              }
            >
              {REVEAL_LABELS.reveal}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={state.copy} startIcon={<ContentCopy />}>
              {REVEAL_LABELS.copy}
            </Button>
            <Button onClick={onClose} variant="contained">
              {REVEAL_LABELS.close}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
