import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormField } from '@hbc/data-screens';
import type { ConditionEditorProps } from '../condition-kind';

export const AGE_EDITOR_TEXT = {
  min: 'อายุต่ำสุด (ปี)',
  max: 'อายุสูงสุด (ปี)',
  hint: 'เว้นว่างได้หนึ่งช่อง',
} as const;

/** Keeps the digits of what was typed or pasted. */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 3);

function AgeField({ name, label }: { name: string; label: string }) {
  const field = useFormField<string>(name);
  return (
    <TextField
      name={name}
      label={label}
      size="small"
      value={field.value}
      onChange={(event) => field.setValue(digits(event.target.value))}
      onBlur={field.leave}
      disabled={field.disabled}
      error={field.error !== undefined}
      helperText={field.error ?? AGE_EDITOR_TEXT.hint}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      sx={{ width: { xs: '100%', sm: 220 } }}
    />
  );
}

/** An age range in completed years: a minimum, a maximum, or both. */
export function AgeEditor({ name }: ConditionEditorProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <AgeField name={`${name}.min`} label={AGE_EDITOR_TEXT.min} />
      <AgeField name={`${name}.max`} label={AGE_EDITOR_TEXT.max} />
    </Stack>
  );
}
