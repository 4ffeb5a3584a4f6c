import { memo, useCallback, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../model';
import { issueAt } from '../issues';
import type { EditorProps } from '../types';

export interface TextEditorProps extends EditorProps<'text'> {
  /** Counter limit; 5000 when none is passed (validation still stops at 400). */
  limit?: number;
}

/** A multiline field with an 'n/limit' counter. */
export const TextEditor = memo(function TextEditor({
  id,
  value,
  onChange,
  issues,
  readOnly = false,
  limit = LIMITS.textCounterDefault,
}: TextEditorProps) {
  const text = value.text ?? '';
  const error = issueAt(issues, 'text');
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = event.target.value;
      onChange(id, (previous) => ({ ...previous, text: next }));
    },
    [id, onChange],
  );
  return (
    <TextField
      label="ข้อความ"
      value={text}
      onChange={handleChange}
      multiline
      fullWidth
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error}</span>
          <span>{`${text.length}/${limit}`}</span>
        </Box>
      }
      slotProps={{
        // A plain textarea of fixed height: MUI's auto-growing one forces several layouts per keystroke.
        input: { inputComponent: 'textarea' },
        htmlInput: { maxLength: limit, readOnly, rows: 6, spellCheck: false },
      }}
    />
  );
});

/** The text editor inside the composer: its counter and field stop at the 400 characters Save allows. */
export const ComposerTextEditor = memo(function ComposerTextEditor(props: EditorProps<'text'>) {
  return <TextEditor {...props} limit={LIMITS.textMax} />;
});
