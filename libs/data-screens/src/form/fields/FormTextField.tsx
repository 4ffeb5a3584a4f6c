import TextField from '@mui/material/TextField';
import { useFormField } from '../useFormField';

export interface FormTextFieldProps {
  /** The Formik field, such as 'hcode' or 'names.0.first'. */
  name: string;
  label: string;
  required?: boolean;
  /** Said under the field while it has no error. */
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  /** 'off' keeps personal data (a citizen ID) out of the browser's remembered entries. */
  autoComplete?: string;
}

/** A text field bound to the form, its error under it. */
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
      value={field.value ?? ''}
      onChange={(event) => field.setValue(event.target.value)}
      onBlur={field.leave}
      disabled={disabled || field.disabled}
      error={field.error !== undefined}
      helperText={field.error ?? hint}
      slotProps={{ htmlInput: { maxLength, inputMode } }}
    />
  );
}
