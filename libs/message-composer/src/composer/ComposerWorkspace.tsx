import { memo, useCallback, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type SxProps, type Theme } from '@mui/material/styles';
import { ConfirmDialog } from '@hbc/ui';
import type { UploadFn } from '@hbc/upload-widgets';
import type { ComposerMessage } from '@hbc/message-model';
import { ChatPreview } from './ChatPreview';
import { FormatMenu } from './FormatMenu';
import { FormatMenuButton } from './FormatMenuButton';
import { MessageCard } from './MessageCard';
import { withTouchTargets } from './touch-targets';
import { useComposer } from './useComposer';
import { useComposerLayout } from './useComposerLayout';
import { useDiscardGuard } from './useDiscardGuard';
import { WarningList } from './WarningList';

export interface ComposerWorkspaceProps {
  open: boolean;
  /** 'สร้างข้อความ', or 'ดูข้อความ' when read-only. */
  title: string;
  value: readonly ComposerMessage[];
  readOnly: boolean;
  companyName: string;
  upload?: UploadFn;
  onSave: (messages: ComposerMessage[]) => void;
  onClose: () => void;
}

/** Side by side: the format menu, the list scrolling on its own, the preview beside it. */
const SIDE_BY_SIDE = {
  content: { display: 'flex', gap: 2, p: 2, minHeight: 0 },
  list: { flex: 1, minWidth: 0, overflowY: 'auto', pr: 1, '& > *': { flexShrink: 0 } },
} satisfies Record<string, SxProps<Theme>>;

/**
 * Stacked: the format menu button, the list and the preview one under another. The list scrolls on
 * its own, so the preview stays in view below it while a message is typed.
 */
const STACKED = {
  content: { display: 'flex', flexDirection: 'column', gap: 2, p: 2, overflow: 'hidden' },
  list: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto', '& > *': { flexShrink: 0 } },
} satisfies Record<string, SxProps<Theme>>;

/**
 * The composer overlay: format menu, message list, chat preview, Cancel and Save. Mounted afresh on
 * each opening. Escape and Cancel ask before unsaved changes are thrown away; a click outside does nothing.
 */
export function ComposerWorkspace({
  open,
  title,
  value,
  readOnly,
  companyName,
  upload,
  onSave,
  onClose,
}: ComposerWorkspaceProps) {
  const composer = useComposer(value);
  const { drafts, save } = composer;
  const { stacked, fullScreen } = useComposerLayout();
  const guard = useDiscardGuard({ changed: composer.changed, readOnly, onClose });
  const titleId = useId();
  const handleSave = useCallback(() => {
    const messages = save();
    if (messages) {
      onSave(messages);
      onClose();
    }
  }, [save, onSave, onClose]);
  const layout = stacked ? STACKED : SIDE_BY_SIDE;
  const emptyHint = readOnly
    ? 'ไม่มีข้อความ'
    : `เลือกรูปแบบข้อความจากเมนู${stacked ? 'ด้านบน' : 'ด้านซ้าย'} (สูงสุด 3 ข้อความ)`;
  return (
    <ThemeProvider theme={withTouchTargets}>
      <Dialog
        open={open}
        onClose={(_event, reason) => reason !== 'backdropClick' && guard.requestClose()}
        fullWidth
        fullScreen={fullScreen}
        maxWidth="xl"
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: fullScreen ? undefined : { height: '92vh' } } }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers sx={layout.content}>
          {!readOnly &&
            (stacked ? (
              <FormatMenuButton onSelect={composer.add} />
            ) : (
              <FormatMenu onSelect={composer.add} />
            ))}
          <Stack spacing={2} sx={layout.list} aria-label="รายการข้อความ" role="region">
            <WarningList warnings={composer.warnings} onClose={composer.dismissWarnings} />
            {drafts.length === 0 && (
              <Box sx={{ py: 6, textAlign: 'center' }}>
                <Typography color="text.secondary">{emptyHint}</Typography>
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
          <ChatPreview
            drafts={drafts}
            companyName={companyName}
            defaultExpanded={!stacked}
            placement={stacked ? 'below' : 'side'}
          />
        </DialogContent>
        <ComposerActions readOnly={readOnly} onCancel={guard.requestClose} onSave={handleSave} />
        <ConfirmDialog
          open={guard.asking}
          title="ยกเลิกการแก้ไขข้อความ"
          message="ข้อความที่แก้ไขยังไม่ได้บันทึก ต้องการออกโดยไม่บันทึกใช่หรือไม่"
          confirmLabel="ออกโดยไม่บันทึก"
          cancelLabel="แก้ไขต่อ"
          destructive
          onConfirm={guard.discard}
          onCancel={guard.keepEditing}
        />
      </Dialog>
    </ThemeProvider>
  );
}

/** Cancel (Close when read-only) and Save; memoised so that typing does not re-render them. */
const ComposerActions = memo(function ComposerActions({
  readOnly,
  onCancel,
  onSave,
}: {
  readOnly: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>{readOnly ? 'ปิด' : 'ยกเลิก'}</Button>
      {!readOnly && (
        <Button variant="contained" onClick={onSave}>
          บันทึก
        </Button>
      )}
    </DialogActions>
  );
});
