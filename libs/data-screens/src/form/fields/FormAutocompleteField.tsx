import { OptionAutocomplete } from '../../shared/OptionAutocomplete';
import type { Option, OptionSource } from '../../shared/options';
import { useFormField } from '../useFormField';

export interface FormAutocompleteFieldProps<V extends string | number> {
  name: string;
  label: string;
  /** A fixed list, searched as typed... */
  options?: readonly Option<V>[];
  /** ...or options found on the server as typed; `byValue` names the loaded record's choice. */
  source?: OptionSource<V>;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** One choice among many (a unit, a province), typed to search; nothing chosen is null. */
export function FormAutocompleteField<V extends string | number>({
  name,
  label,
  options,
  source,
  required,
  hint,
  disabled,
}: FormAutocompleteFieldProps<V>) {
  const field = useFormField<V | null | undefined>(name);
  return (
    <OptionAutocomplete<V>
      name={name}
      label={label}
      value={field.value ?? null}
      onChange={field.setValue}
      onBlur={field.leave}
      {...(options ? { options } : {})}
      {...(source ? { source } : {})}
      required={required}
      disabled={disabled || field.disabled}
      error={field.error !== undefined}
      helperText={field.error ?? hint}
    />
  );
}
