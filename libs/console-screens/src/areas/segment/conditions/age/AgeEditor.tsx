import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormField } from '@hbc/data-screens';
import { isTooLong } from '@hbc/ui';
import type { ConditionEditorProps } from '../condition-kind';

export const AGE_EDITOR_TEXT = {
  min: 'อายุต่ำสุด (ปี)',
  max: 'อายุสูงสุด (ปี)',
  hint: 'เว้นว่างได้หนึ่งช่อง',
} as const;

/** Keeps the digits of what was typed or pasted, all of them: too many is the rule's error. */
const digits = (text: string) => text.replace(/\D/g, '');

/** The most digits an age has; more is an error shown at once, never cut. */
const AGE_DIGITS = 3;

function AgeField({ name, label }: { name: string; label: string }) {
  const field = useFormField<string>(name);
  const error = field.error ?? (isTooLong(field.value, AGE_DIGITS) ? field.ruleError : undefined);
  return (
    <TextField
      name={name}
      label={label}
      size="small"
      value={field.value}
      onChange={(event) => field.setValue(digits(event.target.value))}
      onBlur={field.leave}
      disabled={field.disabled}
      error={error !== undefined}
      helperText={error ?? AGE_EDITOR_TEXT.hint}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
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
