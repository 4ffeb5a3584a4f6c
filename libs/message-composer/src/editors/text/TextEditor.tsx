import { memo, useCallback, type ChangeEvent } from 'react';
import { LIMITS, tooLongText } from '@hbc/message-model';
import { CountedTextField } from '../CountedTextField';
import { issueAt } from '../issues';
import type { EditorProps } from '../types';

export interface TextEditorProps extends EditorProps<'text'> {
  /** Counter limit; 5000 when none is passed (validation still stops at 400). */
  limit?: number;
}

/** A multiline field with an 'n/limit' counter; longer text is kept and shown as too long. */
export const TextEditor = memo(function TextEditor({
  id,
  value,
  onChange,
  issues,
  readOnly = false,
  limit = LIMITS.textCounterDefault,
}: TextEditorProps) {
  const text = value.text ?? '';
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = event.target.value;
      onChange(id, (previous) => ({ ...previous, text: next }));
    },
    [id, onChange],
  );
  return (
    <CountedTextField
      label="ข้อความ"
      value={text}
      limit={limit}
      tooLongMessage={tooLongText(limit)}
      issue={issueAt(issues, 'text')}
      onChange={handleChange}
      multiline
      fullWidth
      slotProps={{
        // A plain textarea of fixed height: MUI's auto-growing one forces several layouts per keystroke.
        input: { inputComponent: 'textarea' },
        htmlInput: { readOnly, rows: 6, spellCheck: false },
      }}
    />
  );
});

/** The text editor inside the composer: its counter turns red past the 400 characters Save allows. */
export const ComposerTextEditor = memo(function ComposerTextEditor(props: EditorProps<'text'>) {
  return <TextEditor {...props} limit={LIMITS.textMax} />;
});
