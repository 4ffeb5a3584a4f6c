import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BuddhistDatePicker, BuddhistDateProvider } from '@hbc/data-screens';
import Typography from '@mui/material/Typography';

export interface ScheduleFieldsProps {
  day: string | null;
  time: string;
  /** Today in Bangkok, 'YYYY-MM-DD': the first day that may be chosen. */
  today: string;
  onChange: (changes: { day?: string | null; time?: string }) => void;
  error?: string;
}

/** The day (Buddhist era) and time, in Thai time, a broadcast goes out (its own chunk). */
export default function ScheduleFields({ day, time, today, onChange, error }: ScheduleFieldsProps) {
  return (
    <BuddhistDateProvider>
      <Stack spacing={0.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <BuddhistDatePicker
            label="วันที่ส่ง"
            value={day}
            minDate={today}
            onChange={(value) => onChange({ day: value })}
            size="medium"
          />
          <TextField
            label="เวลาส่ง (เวลาประเทศไทย)"
            type="time"
            value={time}
            onChange={(event) => onChange({ time: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        </Stack>
        {error && (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        )}
      </Stack>
    </BuddhistDateProvider>
  );
}
