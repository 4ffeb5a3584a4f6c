import { memo, useCallback, type ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { moreErrorsText } from '@hbc/contracts';
import { describeCustomPath, type FieldIssue } from '@hbc/message-model';
import type { EditorProps } from '../types';

const MONOSPACE_WITH_THAI = '"Roboto Mono", "Courier New", monospace, Sarabun';

/** Issues listed under the field; the rest are counted. */
const SHOWN_ISSUES = 3;

/**
 * What is wrong with the JSON, as LINE's rules say: each issue named by the field it is about
 * ('contents.body.contents[2].weight: ค่าที่ใช้ได้: regular, bold'), the first few listed.
 */
function jsonIssueLines(issues: readonly FieldIssue[]): string[] {
  const own = issues.filter((issue) => issue.path === 'json' || issue.path.startsWith('json.'));
  const lines = own
    .slice(0, SHOWN_ISSUES)
    .map((issue) => `${describeCustomPath(issue.path)}${issue.message}`);
  if (own.length > SHOWN_ISSUES) lines.push(moreErrorsText(own.length - SHOWN_ISSUES));
  return lines;
}

/** A monospace text area holding the raw JSON of any LINE message, with what LINE would refuse. */
export const JsonEditor = memo(function JsonEditor({
  id,
  value,
  onChange,
  issues,
  readOnly = false,
}: EditorProps<'custom'>) {
  const errors = jsonIssueLines(issues);
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
      error={errors.length > 0}
      helperText={
        errors.length > 0 ? (
          <>
            {errors.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </>
        ) : undefined
      }
      slotProps={{
        htmlInput: { readOnly, spellCheck: false },
        // Thai text in the JSON falls back to the console's own font where the monospace one has none.
        input: { sx: { fontFamily: MONOSPACE_WITH_THAI, fontSize: 13 } },
      }}
    />
  );
});
