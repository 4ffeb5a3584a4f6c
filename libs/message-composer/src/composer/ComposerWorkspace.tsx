import { memo, useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadFn } from '@hbc/upload-widgets';
import type { ComposerMessage } from '../model';
import { ChatPreview } from './ChatPreview';
import { FormatMenu } from './FormatMenu';
import { MessageCard } from './MessageCard';
import { useComposer } from './useComposer';
import { WarningList } from './WarningList';

export interface ComposerWorkspaceProps {
  value: readonly ComposerMessage[];
  readOnly: boolean;
  companyName: string;
  upload?: UploadFn;
  onSave: (messages: ComposerMessage[]) => void;
  onClose: () => void;
}

/** Inside the overlay: format menu, message list, chat preview, Cancel and Save. Mounted afresh on each opening. */
export function ComposerWorkspace({
  value,
  readOnly,
  companyName,
  upload,
  onSave,
  onClose,
}: ComposerWorkspaceProps) {
  const composer = useComposer(value);
  const { drafts } = composer;
  const { save } = composer;
  const handleSave = useCallback(() => {
    const messages = save();
    if (messages) {
      onSave(messages);
      onClose();
    }
  }, [save, onSave, onClose]);
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', gap: 2, p: 2, minHeight: 0 }}>
        {!readOnly && <FormatMenu onSelect={composer.add} />}
        <Stack
          spacing={2}
          sx={{ flex: 1, minWidth: 0, overflowY: 'auto', pr: 1, '& > *': { flexShrink: 0 } }}
          aria-label="รายการข้อความ"
          role="region"
        >
          <WarningList warnings={composer.warnings} onClose={composer.dismissWarnings} />
          {drafts.length === 0 && (
            <Box sx={{ py: 6, textAlign: 'center' }}>
              <Typography color="text.secondary">
                {readOnly ? 'ไม่มีข้อความ' : 'เลือกรูปแบบข้อความจากเมนูด้านซ้าย (สูงสุด 3 ข้อความ)'}
              </Typography>
            </Box>
          )}
          {drafts.map((draft, index) => (
            <MessageCard
              key={draft.id}
              draft={draft}
              index={index}
              count={drafts.length}
              issues={composer.issuesOf(draft)}
              readOnly={readOnly}
              upload={upload}
              onChange={composer.change}
              onMove={composer.move}
              onRemove={composer.remove}
            />
          ))}
        </Stack>
        <ChatPreview drafts={drafts} companyName={companyName} />
      </DialogContent>
      <ComposerActions readOnly={readOnly} onClose={onClose} onSave={handleSave} />
    </>
  );
}

/** Cancel (Close when read-only) and Save; memoised so that typing does not re-render them. */
const ComposerActions = memo(function ComposerActions({
  readOnly,
  onClose,
  onSave,
}: {
  readOnly: boolean;
  onClose: () => void;
  onSave: () => void;
}) {
  return (
    <DialogActions>
      <Button onClick={onClose}>{readOnly ? 'ปิด' : 'ยกเลิก'}</Button>
      {!readOnly && (
        <Button variant="contained" onClick={onSave}>
          บันทึก
        </Button>
      )}
    </DialogActions>
  );
});
