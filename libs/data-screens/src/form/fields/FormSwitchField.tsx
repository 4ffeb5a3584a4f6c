import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useFormField } from '../useFormField';

export interface FormSwitchFieldProps {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** An on/off field bound to the form (active, enabled). */
export function FormSwitchField({ name, label, hint, disabled }: FormSwitchFieldProps) {
  const field = useFormField<boolean | null | undefined>(name);
  const helperId = useId();
  const helper = field.error ?? hint;
  return (
    <FormControl error={field.error !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={name}
            checked={field.value === true}
            onChange={(event) => field.setValue(event.target.checked)}
            onBlur={field.leave}
            disabled={disabled || field.disabled}
            slotProps={{ input: helper ? { 'aria-describedby': helperId } : {} }}
          />
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
