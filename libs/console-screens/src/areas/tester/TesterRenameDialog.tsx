import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FIELD_MESSAGES, NAME_MAX_LENGTH, type TesterRecord } from '@hbc/contracts';

export const TESTER_RENAME_TEXT = {
  title: 'เปลี่ยนชื่อผู้ทดสอบ',
  name: 'ชื่อ',
  save: 'บันทึก',
  cancel: 'ยกเลิก',
} as const;

export interface TesterRenameDialogProps {
  tester: TesterRecord;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** A tester's new name: required, at most NAME_MAX_LENGTH characters. */
export function TesterRenameDialog({ tester, busy, onSave, onCancel }: TesterRenameDialogProps) {
  const [name, setName] = useState(tester.name);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const problem = !trimmed
    ? FIELD_MESSAGES.required
    : trimmed.length > NAME_MAX_LENGTH
      ? FIELD_MESSAGES.tooLong(NAME_MAX_LENGTH)
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) onSave(trimmed);
  };
  const shownProblem = touched ? problem : null;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{TESTER_RENAME_TEXT.title}</DialogTitle>
        <DialogContent>
          <TextField
            label={TESTER_RENAME_TEXT.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            autoFocus
            margin="dense"
            error={shownProblem !== null}
            helperText={shownProblem ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {TESTER_RENAME_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {TESTER_RENAME_TEXT.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
