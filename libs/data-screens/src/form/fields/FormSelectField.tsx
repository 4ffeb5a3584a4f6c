import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Option } from '../../shared/options';
import { useFormField } from '../useFormField';

export interface FormSelectFieldProps<V extends string | number> {
  name: string;
  label: string;
  /** The choices with their Thai labels. */
  options: readonly Option<V>[];
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** A choice among a few options, bound to the form; nothing chosen is null. */
export function FormSelectField<V extends string | number>({
  name,
  label,
  options,
  required,
  hint,
  disabled,
}: FormSelectFieldProps<V>) {
  const field = useFormField<V | null | ''>(name);
  const chosen = options.find((option) => option.value === field.value);
  return (
    <TextField
      select
      name={name}
      label={label}
      required={required}
      fullWidth
      value={chosen ? String(chosen.value) : ''}
      onChange={(event) =>
        field.setValue(options.find((o) => String(o.value) === event.target.value)?.value ?? null)
      }
      onBlur={field.leave}
      disabled={disabled || field.disabled}
      error={field.error !== undefined}
      helperText={field.error ?? hint}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
