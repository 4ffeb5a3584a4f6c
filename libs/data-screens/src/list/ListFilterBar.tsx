import { Suspense } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LazyDateRangePickers } from '../dates/lazy-date-range-pickers';
import { OptionAutocomplete } from '../shared/OptionAutocomplete';
import {
  AUTOCOMPLETE_FILTER_WIDTH,
  DAY_WIDTH,
  FILTER_SPACING,
  SELECT_FILTER_WIDTH,
  TEXT_FILTER_WIDTH,
} from './filter-widths';
import {
  TEXT_MAX_LENGTH,
  type DateRangeFilter,
  type FilterChanges,
  type FilterValue,
  type FilterValues,
  type ListFilter,
  type TextFilter,
} from './list-filters';

/** The first choice of every select filter: no filter. */
export const ANY_TEXT = 'ทั้งหมด';
const ANY = '';

export interface ListFilterBarProps {
  filters: readonly ListFilter[];
  values: FilterValues;
  /** The filters changed in one step (both days of a range), undefined for cleared ones. */
  onChange: (changes: FilterChanges) => void;
}

/** Any text, with suggestions: typed text counts on Enter or when the field is left. */
function TextFilterControl({
  filter,
  value,
  onChange,
}: {
  filter: TextFilter;
  value: string | null;
  onChange: (value: FilterValue | undefined) => void;
}) {
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      autoSelect
      size="small"
      options={filter.suggestions ?? []}
      value={value}
      onChange={(_event, chosen) => onChange(chosen?.trim() || undefined)}
      clearText="ล้าง"
      openText="เปิด"
      closeText="ปิด"
      sx={{ width: TEXT_FILTER_WIDTH }}
      renderInput={({ inputProps, ...params }) => (
        <TextField
          {...params}
          label={filter.label}
          slotProps={{
            htmlInput: { ...inputProps, maxLength: filter.maxLength ?? TEXT_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}

/** Both days of a range, in the Buddhist era; the pickers' chunk loads meanwhile. */
function DateRangeControl({
  filter,
  values,
  onChange,
}: {
  filter: DateRangeFilter;
  values: FilterValues;
  onChange: (changes: FilterChanges) => void;
}) {
  const day = (key: string) => {
    const value = values[key];
    return typeof value === 'string' ? value : null;
  };
  const waiting = (
    <Stack direction="row" spacing={FILTER_SPACING}>
      {[filter.label, filter.toLabel].map((label) => (
        <TextField key={label} size="small" label={label} disabled sx={{ width: DAY_WIDTH }} />
      ))}
    </Stack>
  );
  return (
    <Suspense fallback={waiting}>
      <LazyDateRangePickers
        from={day(filter.key)}
        to={day(filter.toKey)}
        fromLabel={filter.label}
        toLabel={filter.toLabel}
        width={DAY_WIDTH}
        onChange={({ from, to }) =>
          onChange({ [filter.key]: from ?? undefined, [filter.toKey]: to ?? undefined })
        }
      />
    </Suspense>
  );
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: Exclude<ListFilter, DateRangeFilter>;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}) {
  if (filter.type === 'text') {
    return (
      <TextFilterControl
        filter={filter}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
      />
    );
  }
  if (filter.type === 'autocomplete') {
    return (
      <OptionAutocomplete<string | number>
        label={filter.label}
        size="small"
        width={AUTOCOMPLETE_FILTER_WIDTH}
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
      sx={{ minWidth: SELECT_FILTER_WIDTH }}
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

/**
 * The list's filters, as declared by the screen: selects, yes/no selects, searchable choices,
 * text with suggestions and ranges of days.
 */
export function ListFilterBar({ filters, values, onChange }: ListFilterBarProps) {
  if (filters.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={FILTER_SPACING}
      useFlexGap
      flexWrap="wrap"
      role="group"
      aria-label="ตัวกรอง"
    >
      {filters.map((filter) =>
        filter.type === 'dateRange' ? (
          <DateRangeControl key={filter.key} filter={filter} values={values} onChange={onChange} />
        ) : (
          <FilterControl
            key={filter.key}
            filter={filter}
            value={values[filter.key]}
            onChange={(value) => onChange({ [filter.key]: value })}
          />
        ),
      )}
    </Stack>
  );
}
