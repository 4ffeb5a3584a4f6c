import TextField from '@mui/material/TextField';
import { FIELD_MESSAGES } from '@hbc/contracts';
import { CountedHelperText } from '@hbc/ui';
import { useFormField } from '../useFormField';

export interface FormTextFieldProps {
  /** The Formik field, such as 'hcode' or 'names.0.first'. */
  name: string;
  label: string;
  required?: boolean;
  /** Said under the field while it has no error. */
  hint?: string;
  placeholder?: string;
  /**
   * The most characters its rule allows: counted under the field, never cut. Longer text is
   * kept, its count red and its error shown at once; the rule refuses to save it.
   */
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  /** 'off' keeps personal data (a citizen ID) out of the browser's remembered entries. */
  autoComplete?: string;
}

/** A text field bound to the form, its error (and with `maxLength` its count) under it. */
export function FormTextField({
  name,
  label,
  required,
  hint,
  placeholder,
  maxLength,
  inputMode,
  type = 'text',
  multiline,
  rows,
  disabled,
  autoComplete,
}: FormTextFieldProps) {
  const field = useFormField<string | null | undefined>(name);
  const text = field.value ?? '';
  const tooLong = maxLength !== undefined && text.length > maxLength;
  const error =
    field.error ?? (tooLong ? (field.ruleError ?? FIELD_MESSAGES.tooLong(maxLength)) : undefined);
  const message = error ?? hint;
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      required={required}
      placeholder={placeholder}
      multiline={multiline}
      rows={rows}
      fullWidth
      autoComplete={autoComplete}
      value={text}
      onChange={(event) => field.setValue(event.target.value)}
      onBlur={field.leave}
      disabled={disabled || field.disabled}
      error={error !== undefined}
      helperText={
        maxLength === undefined ? (
          message
        ) : (
          <CountedHelperText message={message} length={text.length} limit={maxLength} />
        )
      }
      slotProps={{ htmlInput: { inputMode } }}
    />
  );
}
