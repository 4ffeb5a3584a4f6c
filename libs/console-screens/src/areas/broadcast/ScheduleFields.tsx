import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BROADCAST_MESSAGES } from '@hbc/contracts';
import { BuddhistDatePicker, BuddhistDateProvider } from '@hbc/data-screens';
import { bangkokInstant } from './broadcast-draft';
import { BROADCAST_FORM_TEXT } from './broadcast-form-actions';

export interface ScheduleFieldsProps {
  day: string | null;
  time: string;
  /** Today in Bangkok, 'YYYY-MM-DD': the first day that may be chosen. */
  today: string;
  onChange: (changes: { day?: string | null; time?: string }) => void;
  error?: string;
  /** When the chosen time falls outside the send window, when the send really begins. */
  windowNotice?: string | null;
}

/** What is wrong with the time once staff leave it: none, or passed on `day`. */
function timeProblemOf(day: string | null, time: string): string | null {
  if (!/^\d{2}:\d{2}$/.test(time)) return BROADCAST_FORM_TEXT.timeRequired;
  if (day && new Date(bangkokInstant(day, time)).getTime() <= Date.now()) {
    return BROADCAST_MESSAGES.scheduleInPast;
  }
  return null;
}

/**
 * The day (Buddhist era) and time, in Thai time, a broadcast goes out (its own chunk). Each says
 * what is wrong under it once staff leave it: no day, a day that is not one or has passed, a
 * time that has passed. The form's `error` shows below them unless one already says it; else,
 * when the time falls outside the send window, when the send really begins.
 */
export default function ScheduleFields({
  day,
  time,
  today,
  onChange,
  error,
  windowNotice = null,
}: ScheduleFieldsProps) {
  const [timeLeft, setTimeLeft] = useState(false);
  const [timeProblem, setTimeProblem] = useState<string | null>(null);
  const [dayShows, setDayShows] = useState<string | undefined>(undefined);
  // The form's own message, unless a field already says the same under it.
  const formError = error === dayShows || error === timeProblem ? undefined : error;
  return (
    <BuddhistDateProvider>
      <Stack spacing={0.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <BuddhistDatePicker
            label="วันที่ส่ง"
            value={day}
            minDate={today}
            outOfRangeText={BROADCAST_MESSAGES.scheduleInPast}
            emptyText={BROADCAST_FORM_TEXT.timeRequired}
            onShownTextChange={setDayShows}
            onChange={(value) => {
              onChange({ day: value });
              if (timeLeft) setTimeProblem(timeProblemOf(value, time));
            }}
            size="medium"
          />
          <TextField
            label="เวลาส่ง (เวลาประเทศไทย)"
            type="time"
            value={time}
            onChange={(event) => {
              onChange({ time: event.target.value });
              setTimeProblem(null);
            }}
            onBlur={() => {
              setTimeLeft(true);
              setTimeProblem(timeProblemOf(day, time));
            }}
            error={timeProblem !== null}
            helperText={timeProblem ?? undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        </Stack>
        {formError && (
          <Typography variant="body2" color="error" role="alert">
            {formError}
          </Typography>
        )}
        {windowNotice && !formError && !dayShows && timeProblem === null && (
          <Typography variant="body2" color="info.dark">
            {windowNotice}
          </Typography>
        )}
      </Stack>
    </BuddhistDateProvider>
  );
}
