import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { useFormikContext } from 'formik';

export const SAVE_TEXT = 'บันทึก';
export const CANCEL_TEXT = 'ยกเลิก';

export interface FormActionsProps {
  /** Usually back to the list; unsaved changes are asked about first. */
  onCancel: () => void;
  saveLabel?: string;
  cancelLabel?: string;
}

/** Cancel and Save: Save waits for a change and, while saving, turns and stays disabled. */
export function FormActions({
  onCancel,
  saveLabel = SAVE_TEXT,
  cancelLabel = CANCEL_TEXT,
}: FormActionsProps) {
  const { dirty, isSubmitting } = useFormikContext();
  // Pressing a button would take the focus from the field being typed in: the field is left, its
  // error appears, the buttons move down and the release misses them. The focus stays; sending
  // the form shows every error anyway.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end">
      <Button color="inherit" onMouseDown={keepFocus} onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        onMouseDown={keepFocus}
        disabled={!dirty || isSubmitting}
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
