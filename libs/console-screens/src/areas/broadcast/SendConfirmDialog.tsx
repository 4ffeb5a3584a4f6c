import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messageToDraft, ChatPreview, type ComposerMessage } from '@hbc/message-composer';
import { APPROVAL_TEXTS } from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';
import { formatCount } from '../../formatting/format-count';

export interface SendConfirmDialogProps {
  open: boolean;
  title: string;
  recipients: number | null;
  scheduledAt: string | null;
  /** When the time asked for (or now) falls outside the send window, when it really begins. */
  windowNotice?: string | null;
  messages: readonly ComposerMessage[];
  companyName: string;
  /** Marked urgent: the send waits for approval, said before it goes. */
  urgent?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a broadcast goes out: to how many, when, and its first message as the chat shows
 * it (its own chunk, with the composer's preview).
 */
export default function SendConfirmDialog({
  open,
  title,
  recipients,
  scheduledAt,
  windowNotice = null,
  messages,
  companyName,
  urgent = false,
  busy,
  onConfirm,
  onCancel,
}: SendConfirmDialogProps) {
  const id = useId();
  const first = messages[0];
  const confirmLabel = urgent ? 'ส่งขออนุมัติ' : scheduledAt ? 'ตั้งเวลาส่ง' : 'ส่งบรอดแคสต์';
  // Not ConfirmDialog: its message is a paragraph, which cannot hold the chat preview.
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-facts`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`} fontWeight={700}>
        {scheduledAt ? 'ยืนยันการตั้งเวลาส่ง' : 'ยืนยันการส่งบรอดแคสต์'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack spacing={0.5} id={`${id}-facts`}>
            <Typography fontWeight={700}>{title}</Typography>
            <Typography>
              {recipients === null ? 'ยังนับจำนวนผู้รับไม่ได้' : `จำนวนผู้รับ ${formatCount(recipients)} คน`}
            </Typography>
            <Typography>
              {scheduledAt ? `ส่งเมื่อ ${formatThaiDateTime(scheduledAt)}` : 'ส่งทันที'}
            </Typography>
            {windowNotice && <Typography color="info.dark">{windowNotice}</Typography>}
            {urgent && (
              <Typography color="warning.dark" fontWeight={700}>
                {`${APPROVAL_TEXTS.grounds.URGENT} จะเริ่มส่งเมื่อได้รับการอนุมัติ`}
              </Typography>
            )}
          </Stack>
          {first && (
            <ChatPreview
              drafts={[{ ...messageToDraft(first), id: 'first-message' }]}
              companyName={companyName}
              placement="below"
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          ยกเลิก
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
