import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ApiError } from '@hbc/api-clients';
import { TEMPLATE_NAME_MAX_LENGTH } from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { templateNameProblem } from './template-name-rule';

export const TEMPLATE_NAME_DIALOG_TEXT = {
  name: 'ชื่อเทมเพลต',
  cancel: 'ยกเลิก',
  failed: 'บันทึกเทมเพลตไม่สำเร็จ',
} as const;

export interface TemplateNameDialogProps {
  /** The dialog's title and its save button. */
  title: string;
  confirm: string;
  /** The name the field starts with. */
  initialName: string;
  /** Keeps the name; an ApiError's issue at `/name` shows on the field, any other in the dialog. */
  save: (name: string) => Promise<unknown>;
  /** The toast once saved. */
  savedText: string;
  onSaved: () => void;
  onClose: () => void;
}

/** The API's issue on the name, if that is what it refused. */
const nameIssueOf = (error: unknown) =>
  error instanceof ApiError ? error.errors?.find((e) => e.path === '/name')?.message : undefined;

/**
 * A template's name asked in a dialog (to rename one, or to keep a broadcast's messages as one):
 * checked by the contracts' rule before it is sent; what the API refuses is said in the dialog.
 */
export function TemplateNameDialog({
  title,
  confirm,
  initialName,
  save,
  savedText,
  onSaved,
  onClose,
}: TemplateNameDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = templateNameProblem(name);
    setNameError(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      await save(name.trim());
      toast.success(savedText);
      onSaved();
    } catch (error) {
      const issue = nameIssueOf(error);
      if (issue) setNameError(issue);
      else setFailure(apiErrorText(error, TEMPLATE_NAME_DIALOG_TEXT.failed));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={TEMPLATE_NAME_DIALOG_TEXT.name}
            value={name}
            disabled={busy}
            error={nameError !== null}
            helperText={nameError ?? `${name.length}/${TEMPLATE_NAME_MAX_LENGTH}`}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {TEMPLATE_NAME_DIALOG_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
