import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REJECT_REASON_MAX_LENGTH } from '@hbc/contracts';

export const REJECT_DIALOG_TEXT = {
  title: 'ไม่อนุมัติบรอดแคสต์',
  message: (title: string) =>
    `${title} จะกลับเป็นฉบับร่าง ผู้ขออนุมัติจะเห็นเหตุผลนี้ในหน้ารายละเอียดและในฟอร์มแก้ไข`,
  reason: 'เหตุผลที่ไม่อนุมัติ',
  confirm: 'ไม่อนุมัติ',
  cancel: 'ยกเลิก',
} as const;

const TEXT = REJECT_DIALOG_TEXT;

export interface RejectDialogProps {
  open: boolean;
  title: string;
  reason: string;
  problem: string | null;
  busy: boolean;
  onChange: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the approver why a broadcast is rejected: the reason is required. */
export function RejectDialog({
  open,
  title,
  reason,
  problem,
  busy,
  onChange,
  onConfirm,
  onCancel,
}: RejectDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`} fontWeight={700}>
        {TEXT.title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{TEXT.message(title)}</Typography>
        <TextField
          label={TEXT.reason}
          required
          fullWidth
          multiline
          minRows={3}
          value={reason}
          onChange={(event) => onChange(event.target.value)}
          error={problem !== null}
          helperText={problem ?? `${reason.length}/${REJECT_REASON_MAX_LENGTH}`}
          disabled={busy}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {TEXT.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
