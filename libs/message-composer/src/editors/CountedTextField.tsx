import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CountedHelperText, isTooLong } from '@hbc/ui';

export type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'error' | 'helperText'> & {
  value: string;
  /** The most characters the field's rule allows; longer input is kept, shown as too long and refused on Save. */
  limit: number;
  /** Shown under the field as soon as the value is longer than `limit`. */
  tooLongMessage: string;
  /** A broken rule found by the composer's validation; shown instead of the length message. */
  issue?: string;
  /** What the field did to the input (a cut, a refused keystroke); shown, not as an error, when there is none. */
  notice?: string;
};

/**
 * A composer text field that never cuts what is typed or pasted (no `maxlength`): an 'n/limit'
 * counter that turns red past the limit, with `tooLongMessage` under the field.
 */
export function CountedTextField({
  value,
  limit,
  tooLongMessage,
  issue,
  notice,
  ...field
}: CountedTextFieldProps) {
  const error = issue ?? (isTooLong(value, limit) ? tooLongMessage : undefined);
  return (
    <TextField
      {...field}
      value={value}
      error={Boolean(error)}
      helperText={
        <CountedHelperText
          message={error || !notice ? error : <span role="status">{notice}</span>}
          length={value.length}
          limit={limit}
          countSpoken
        />
      }
    />
  );
}
