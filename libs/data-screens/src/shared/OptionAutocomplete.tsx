import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { Option, OptionSource } from './options';
import { useChosenOption } from './useChosenOption';
import { useOptionSearch } from './useOptionSearch';

export const NO_OPTIONS_TEXT = 'ไม่พบตัวเลือก';
export const SEARCHING_OPTIONS_TEXT = 'กำลังค้นหา...';

export interface OptionAutocompleteProps<V extends string | number> {
  label: string;
  value: V | null;
  onChange: (value: V | null) => void;
  /** A fixed list, searched as typed. */
  options?: readonly Option<V>[];
  /** Or options found on the server as typed. */
  source?: OptionSource<V>;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  size?: 'small' | 'medium';
  /** Width of the field; the whole row by default. */
  width?: number | string;
}

/** Chooses one option, from a fixed list or searched on the server, shown by its Thai label. */
export function OptionAutocomplete<V extends string | number>({
  label,
  value,
  onChange,
  options,
  source,
  onBlur,
  error,
  helperText,
  disabled,
  required,
  name,
  size,
  width,
}: OptionAutocompleteProps<V>) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Option<V> | null>(null);
  const { found, loading } = useOptionSearch(source, text, open);
  const known = useMemo(
    () => [...(options ?? []), ...found, ...(picked ? [picked] : [])],
    [options, found, picked],
  );
  const chosen = useChosenOption(value, known, source);
  const listed = source ? found : (options ?? []);

  return (
    <Autocomplete<Option<V>>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={chosen}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option ? option.value : null);
      }}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'input' || reason === 'clear') setText(typed);
      }}
      options={listed}
      // The server already matched what was typed.
      {...(source ? { filterOptions: (all: Option<V>[]) => all } : {})}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      loading={loading}
      loadingText={SEARCHING_OPTIONS_TEXT}
      noOptionsText={NO_OPTIONS_TEXT}
      clearText="ล้าง"
      openText="เปิด"
      closeText="ปิด"
      disabled={disabled}
      size={size}
      sx={{ width: width ?? '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          error={error}
          helperText={helperText}
          onBlur={onBlur}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && open ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
