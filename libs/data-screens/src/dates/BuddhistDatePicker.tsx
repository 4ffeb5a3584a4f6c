import { useRef, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Clear from '@mui/icons-material/Clear';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { thTH } from '@mui/x-date-pickers/locales';
import { BuddhistEraAdapter } from './buddhist-adapter';
import { dayOf } from './day-values';
import { useDayField } from './useDayField';

/** The pickers' own texts (buttons, placeholders 'วว/ดด/ปปปป', calendar labels) in Thai. */
const THAI_PICKER_TEXT = thTH.components.MuiLocalizationProvider.defaultProps.localeText;

export const INVALID_DAY_TEXT = 'วันที่ไม่ถูกต้อง';
const CLEAR_TEXT = THAI_PICKER_TEXT.fieldClearLabel ?? 'ล้าง';

/** Thai pickers in the Buddhist era for everything inside. */
export function BuddhistDateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={BuddhistEraAdapter}
      adapterLocale="th"
      localeText={THAI_PICKER_TEXT}
    >
      {children}
    </LocalizationProvider>
  );
}

export interface BuddhistDatePickerProps {
  label: string;
  /** The chosen day as 'YYYY-MM-DD' (Christian era), or null. */
  value: string | null;
  /**
   * A day staff picked, or typed and paused on for 300 ms, as 'YYYY-MM-DD'; null when they
   * cleared the field.
   */
  onChange: (value: string | null) => void;
  /** The first and last days that may be chosen, as 'YYYY-MM-DD'. */
  minDate?: string | null;
  maxDate?: string | null;
  /** Says why a typed day is refused (before `minDate`, say); 'วันที่ไม่ถูกต้อง' by default. */
  outOfRangeText?: string;
  size?: 'small' | 'medium';
  width?: number | string;
}

/**
 * A date field with its calendar, in Thai and the Buddhist era: typed and shown as 23/11/2569,
 * the calendar headed 'พฤศจิกายน 2569', years listed as 2569 (see `useDayField` for when a day
 * counts).
 *
 * Built from MUI X's field and calendar rather than its `DatePicker`, whose layout always brings
 * a list of shortcuts (MUI's `ListItem`): the console's side menu uses it too, and sharing it
 * splits the menu's chunk, which every signed-in screen loads first.
 */
export function BuddhistDatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  outOfRangeText,
  size = 'small',
  width,
}: BuddhistDatePickerProps) {
  const field = useDayField(value, onChange);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const min = dayOf(minDate);
  const max = dayOf(maxDate);
  const limits = { ...(min ? { minDate: min } : {}), ...(max ? { maxDate: max } : {}) };
  const chosen = field.day?.isValid() ? field.day : null;
  const problemText =
    problem === null
      ? undefined
      : problem === 'minDate' || problem === 'maxDate'
        ? (outOfRangeText ?? INVALID_DAY_TEXT)
        : INVALID_DAY_TEXT;

  return (
    <BuddhistDateProvider>
      <DateField
        ref={anchor}
        label={label}
        value={field.day}
        onChange={(typed, { validationError }) => field.typed(typed, validationError === null)}
        onError={setProblem}
        {...limits}
        size={size}
        helperText={problemText}
        sx={{ width }}
        slotProps={{
          textField: {
            slotProps: {
              input: {
                endAdornment: (
                  <InputAdornment position="end" sx={{ ml: 0 }}>
                    {field.day !== null && (
                      <IconButton size="small" title={CLEAR_TEXT} onClick={field.cleared}>
                        <Clear fontSize="small" />
                      </IconButton>
                    )}
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={THAI_PICKER_TEXT.openDatePickerDialogue?.(
                        chosen ? chosen.format('D MMM BBBB') : null,
                      )}
                      aria-haspopup="dialog"
                      onClick={() => setOpen(true)}
                    >
                      <CalendarIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            },
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <DateCalendar
          autoFocus
          value={chosen}
          onChange={(picked, selection) => {
            if (picked === null || selection !== 'finish') return;
            field.picked(picked);
            setOpen(false);
          }}
          {...limits}
        />
      </Popover>
    </BuddhistDateProvider>
  );
}
