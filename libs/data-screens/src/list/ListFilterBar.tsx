import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OptionAutocomplete } from '../shared/OptionAutocomplete';
import type { FilterValue, FilterValues, ListFilter } from './list-filters';

/** The first choice of every select filter: no filter. */
export const ANY_TEXT = 'ทั้งหมด';
const ANY = '';

export interface ListFilterBarProps {
  filters: readonly ListFilter[];
  values: FilterValues;
  onChange: (key: string, value: FilterValue | undefined) => void;
}

const FILTER_WIDTH = 200;

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}) {
  if (filter.type === 'autocomplete') {
    return (
      <OptionAutocomplete<string | number>
        label={filter.label}
        size="small"
        width={FILTER_WIDTH + 60}
        value={typeof value === 'boolean' || value === undefined ? null : value}
        onChange={(chosen) => onChange(chosen ?? undefined)}
        {...(filter.options ? { options: filter.options } : {})}
        {...(filter.source ? { source: filter.source } : {})}
      />
    );
  }
  const choices =
    filter.type === 'boolean'
      ? [
          { value: 'true', label: filter.trueLabel, actual: true as FilterValue },
          { value: 'false', label: filter.falseLabel, actual: false as FilterValue },
        ]
      : filter.options.map((option) => ({
          value: String(option.value),
          label: option.label,
          actual: option.value as FilterValue,
        }));
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={value === undefined ? ANY : String(value)}
      onChange={(event) =>
        onChange(choices.find((choice) => choice.value === event.target.value)?.actual)
      }
      sx={{ minWidth: FILTER_WIDTH }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ANY}>{ANY_TEXT}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The list's filters, as declared by the screen: selects, yes/no selects and searchable choices. */
export function ListFilterBar({ filters, values, onChange }: ListFilterBarProps) {
  if (filters.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      flexWrap="wrap"
      role="group"
      aria-label="ตัวกรอง"
    >
      {filters.map((filter) => (
        <FilterControl
          key={filter.key}
          filter={filter}
          value={values[filter.key]}
          onChange={(value) => onChange(filter.key, value)}
        />
      ))}
    </Stack>
  );
}
