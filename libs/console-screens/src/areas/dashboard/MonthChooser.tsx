import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { monthLabel, recentMonths } from './dashboard-month';

export const MONTH_CHOOSER_TEXT = { label: 'เดือน' } as const;

export interface MonthChooserProps {
  /** 'YYYY-MM' */
  value: string;
  /** The newest month offered ('YYYY-MM', this month). */
  latest: string;
  onChange: (month: string) => void;
}

/** The month the dashboard shows, by Thai name and Buddhist-era year, this month first. */
export function MonthChooser({ value, latest, onChange }: MonthChooserProps) {
  // Counted back from the middle of the latest month: safe from any time zone's day shift.
  const offered = recentMonths(Date.parse(`${latest}-15T00:00:00Z`));
  const months = offered.includes(value) ? offered : [value, ...offered];
  return (
    <TextField
      select
      size="small"
      label={MONTH_CHOOSER_TEXT.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {months.map((month) => (
        <MenuItem key={month} value={month}>
          {monthLabel(month)}
        </MenuItem>
      ))}
    </TextField>
  );
}
