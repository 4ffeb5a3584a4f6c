import { memo, useCallback, type ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { issueAt } from '../issues';
import type { EditorProps } from '../types';

/** A monospace text area holding the raw JSON of any LINE message. */
export const JsonEditor = memo(function JsonEditor({
  id,
  value,
  onChange,
  issues,
  readOnly = false,
}: EditorProps<'custom'>) {
  const error = issueAt(issues, 'json');
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = event.target.value;
      onChange(id, () => next);
    },
    [id, onChange],
  );
  return (
    <TextField
      label="JSON"
      value={value}
      onChange={handleChange}
      multiline
      minRows={8}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { readOnly, spellCheck: false },
        input: { sx: { fontFamily: '"Roboto Mono", "Courier New", monospace', fontSize: 13 } },
      }}
    />
  );
});
