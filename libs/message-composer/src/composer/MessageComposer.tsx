import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { UploadFn } from '@hbc/upload-widgets';
import type { ComposerMessage } from '../model';
import { ComposerWorkspace } from './ComposerWorkspace';

export interface MessageComposerProps {
  value: ComposerMessage[];
  onSave: (messages: ComposerMessage[]) => void;
  /** A viewer: every message and the preview, no edit control. */
  readOnly?: boolean;
  /** Shown above each bubble of the preview. */
  companyName: string;
  /** Uploads media; defaults to the nearest UploadFnContext. */
  upload?: UploadFn;
}

/** The 'สร้างข้อความ' button and the composer overlay it opens. */
export function MessageComposer({
  value,
  onSave,
  readOnly = false,
  companyName,
  upload,
}: MessageComposerProps) {
  const [open, setOpen] = useState(false);
  // Each opening starts from `value` again: the workspace is keyed by the opening.
  const [opening, setOpening] = useState(0);
  const titleId = useId();
  const title = readOnly ? 'ดูข้อความ' : 'สร้างข้อความ';
  const close = () => setOpen(false);
  const show = () => {
    setOpening((n) => n + 1);
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={readOnly ? <VisibilityOutlinedIcon /> : <EditNoteIcon />}
        onClick={show}
      >
        {title}
      </Button>
      <Dialog
        open={open}
        // A stray click beside the overlay must not throw work away: only Escape, Cancel or Save close it.
        onClose={(_event, reason) => reason !== 'backdropClick' && close()}
        fullWidth
        maxWidth="xl"
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { height: '92vh' } } }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <ComposerWorkspace
          key={opening}
          value={value}
          readOnly={readOnly}
          companyName={companyName}
          upload={upload}
          onSave={onSave}
          onClose={close}
        />
      </Dialog>
    </>
  );
}
