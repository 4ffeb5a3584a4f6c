import type { UploadFn } from '@hbc/upload-widgets';
import type { ComposerMessage } from '@hbc/message-model';
import { composerTitle } from './composer-title';
import { ComposerWorkspace } from './ComposerWorkspace';
import { useOpenings } from './useOpenings';

export interface MessageComposerDialogProps {
  /** Shown while true; the host sets it back to false on `onClose`. */
  open: boolean;
  /** Save succeeded, or Escape, Cancel or Close was confirmed: the host closes the overlay. */
  onClose: () => void;
  value: ComposerMessage[];
  onSave: (messages: ComposerMessage[]) => void;
  /** A viewer: every message and the preview, no edit control. */
  readOnly?: boolean;
  /** Shown above each bubble of the preview. */
  companyName: string;
  /** Uploads media; defaults to the nearest UploadFnContext. */
  upload?: UploadFn;
}

/**
 * The composer overlay, opened and closed by its host. Nothing is mounted before the first
 * opening; each opening starts from `value` again. Closing gives focus back to what had it when
 * the overlay opened.
 */
export function MessageComposerDialog({
  open,
  onClose,
  value,
  onSave,
  readOnly = false,
  companyName,
  upload,
}: MessageComposerDialogProps) {
  const openings = useOpenings(open);
  if (openings === 0) return null;
  return (
    <ComposerWorkspace
      key={openings}
      open={open}
      title={composerTitle(readOnly)}
      value={value}
      readOnly={readOnly}
      companyName={companyName}
      upload={upload}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
