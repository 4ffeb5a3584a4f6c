import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { composerTitle } from './composer-title';
import { MessageComposerDialog, type MessageComposerDialogProps } from './MessageComposerDialog';

export type MessageComposerProps = Omit<MessageComposerDialogProps, 'open' | 'onClose'>;

/** The 'สร้างข้อความ' button ('ดูข้อความ' when read-only) and the composer overlay it opens. */
export function MessageComposer({ readOnly = false, ...dialogProps }: MessageComposerProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={readOnly ? <VisibilityOutlinedIcon /> : <EditNoteIcon />}
        onClick={() => setOpen(true)}
      >
        {composerTitle(readOnly)}
      </Button>
      <MessageComposerDialog {...dialogProps} readOnly={readOnly} open={open} onClose={close} />
    </>
  );
}
