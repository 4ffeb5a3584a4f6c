import Stack from '@mui/material/Stack';
import { BuddhistDatePicker } from './BuddhistDatePicker';
import { buddhistDayText } from './day-values';

/** A range of days, each 'YYYY-MM-DD' (Christian era) or null for open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface DateRangePickersProps extends DayRange {
  /** Such as 'ตั้งแต่วันที่' and 'ถึงวันที่'. */
  fromLabel: string;
  toLabel: string;
  /** The new range; a first day after the last one clears the last one. */
  onChange: (range: DayRange) => void;
  width?: number;
}

const PICKER_WIDTH = 190;

/**
 * Two Buddhist-era date pickers for a range of days, first day and last day: the last cannot
 * be before the first (its calendar starts there), and moving the first past the last clears
 * the last.
 */
export function DateRangePickers({
  from,
  to,
  fromLabel,
  toLabel,
  onChange,
  width = PICKER_WIDTH,
}: DateRangePickersProps) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
      <BuddhistDatePicker
        label={fromLabel}
        value={from}
        width={width}
        onChange={(day) =>
          onChange({ from: day, to: day !== null && to !== null && to < day ? null : to })
        }
      />
      <BuddhistDatePicker
        label={toLabel}
        value={to}
        width={width}
        minDate={from}
        {...(from ? { outOfRangeText: `ต้องไม่ก่อน ${buddhistDayText(from)}` } : {})}
        onChange={(day) => onChange({ from, to: day })}
      />
    </Stack>
  );
}
