import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext, useId, type MouseEvent } from 'react';
import { useFormikContext } from 'formik';
import { EditsRecordContext } from '../form-edits-record';
import { FormReadOnlyContext } from '../form-read-only';

export const SAVE_TEXT = 'บันทึก';
export const CANCEL_TEXT = 'ยกเลิก';
/** Beside the disabled Save of a stored record's form that nothing has changed yet. */
export const NO_CHANGES_TEXT = 'ยังไม่มีการเปลี่ยนแปลง';
/** The only button of a form the viewer may only read. */
export const BACK_TEXT = 'กลับ';

export interface FormActionsProps {
  /** Usually back to the list; unsaved changes are asked about first. */
  onCancel: () => void;
  saveLabel?: string;
  cancelLabel?: string;
}

/**
 * Cancel and Save. A new record's Save is always pressable: pressing it with fields missing or
 * wrong shows all their errors and sends nothing. A stored record's Save waits for a change,
 * saying so beside it. While saving, Save turns and stays disabled. A record the viewer may only
 * read gets a single 'กลับ'.
 */
export function FormActions({
  onCancel,
  saveLabel = SAVE_TEXT,
  cancelLabel = CANCEL_TEXT,
}: FormActionsProps) {
  const { dirty, isSubmitting } = useFormikContext();
  const readOnly = useContext(FormReadOnlyContext);
  const waitsForChange = useContext(EditsRecordContext) && !dirty;
  const noChangesId = useId();
  // Pressing a button would take the focus from the field being typed in: the field is left, its
  // error appears, the buttons move down and the release misses them. The focus stays; sending
  // the form shows every error anyway.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  if (readOnly) {
    return (
      <Stack direction="row" justifyContent="flex-end">
        <Button variant="outlined" onClick={onCancel}>
          {BACK_TEXT}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" alignItems="center">
      {waitsForChange && !isSubmitting && (
        <Typography id={noChangesId} variant="body2" color="text.secondary">
          {NO_CHANGES_TEXT}
        </Typography>
      )}
      <Button color="inherit" onMouseDown={keepFocus} onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        onMouseDown={keepFocus}
        disabled={waitsForChange || isSubmitting}
        {...(waitsForChange && !isSubmitting ? { 'aria-describedby': noChangesId } : {})}
        aria-busy={isSubmitting}
        startIcon={
          isSubmitting ? (
            <CircularProgress size={18} color="inherit" aria-label="กำลังบันทึก" />
          ) : undefined
        }
      >
        {saveLabel}
      </Button>
    </Stack>
  );
}
