import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Clear from '@mui/icons-material/Clear';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { thTH } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { TYPING_PAUSE_MS } from '../shared/options';
import { useLatest } from '../shared/useLatest';
import { BuddhistEraAdapter } from './buddhist-adapter';
import { dayOf } from './day-values';
import { useDayField } from './useDayField';

/** The pickers' own texts (buttons, placeholders 'วว/ดด/ปปปป', calendar labels) in Thai. */
const THAI_PICKER_TEXT = thTH.components.MuiLocalizationProvider.defaultProps.localeText;

export const INVALID_DAY_TEXT = 'วันที่ไม่ถูกต้อง';
const CLEAR_TEXT = THAI_PICKER_TEXT.fieldClearLabel ?? 'ล้าง';
/** Keys people type between day, month and year: each moves on to the next section. */
const SECTION_SEPARATORS = new Set([' ', '/', '-', '.', ',']);

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
  /** Said once staff leave the field empty, for a day that must be chosen. */
  emptyText?: string;
  /** Told the text under the field (a refusal or `emptyText`); undefined once there is none. */
  onShownTextChange?: (text: string | undefined) => void;
  size?: 'small' | 'medium';
  width?: number | string;
}

/**
 * A date field with its calendar, in Thai and the Buddhist era: typed and shown as 23/11/2569,
 * the calendar headed 'พฤศจิกายน 2569', years listed as 2569 (see `useDayField` for when a day
 * counts). A refused day says why once typing pauses or staff leave the field (not while a year
 * is half typed); an empty field says `emptyText` once left.
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
  emptyText,
  onShownTextChange,
  size = 'small',
  width,
}: BuddhistDatePickerProps) {
  const field = useDayField(value, onChange);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const [leftEmpty, setLeftEmpty] = useState(false);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  const showing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typedIn = useRef<number | null>(null);
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => () => clearTimeout(showing.current), []);
  const min = dayOf(minDate);
  const max = dayOf(maxDate);
  const limits = { ...(min ? { minDate: min } : {}), ...(max ? { maxDate: max } : {}) };
  const chosen = field.day?.isValid() ? field.day : null;
  const problemText =
    shownProblem === null
      ? leftEmpty && field.day === null
        ? emptyText
        : undefined
      : shownProblem === 'minDate' || shownProblem === 'maxDate'
        ? (outOfRangeText ?? INVALID_DAY_TEXT)
        : INVALID_DAY_TEXT;
  const latestOnShownText = useLatest(onShownTextChange);
  useEffect(() => latestOnShownText.current?.(problemText), [latestOnShownText, problemText]);

  const found = (error: string | null) => {
    setProblem(error);
    clearTimeout(showing.current);
    if (error === null) setShownProblem(null);
    else showing.current = setTimeout(() => setShownProblem(error), TYPING_PAUSE_MS);
  };
  // A key that leaves the date not whole (01/11/0025) makes MUI's field remember the section
  // typed, so that its next render keeps it rather than rebuild every section from the date; an
  // effect after each render forgets it. A render nobody typed for (the refusal after a pause, the
  // screen's own) is painted before its effects run, and a key pressed meanwhile had React run
  // them right before its own render: the field forgot the key, emptied (วว/ดด/ปปปป) and took the
  // digits after it for a new year. Rendering first, before the key reaches the field, runs those
  // effects while there is nothing to forget.
  const settleBeforeTyping = () => flushSync(renderAgain);
  // MUI's sections take a separator as a character (30 11 2569 would read 30/01/0569). It ends
  // the section being typed in, unless the field already moved on by itself (after 01, say).
  const nextSectionOn = (event: KeyboardEvent) => {
    const active = fieldRef.current?.getActiveSectionIndex() ?? null;
    if (/^\d$/.test(event.key)) typedIn.current = active;
    if (!SECTION_SEPARATORS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey)
      return;
    event.preventDefault();
    const last = (fieldRef.current?.getSections().length ?? 0) - 1;
    if (active !== null && active === typedIn.current && active < last) {
      fieldRef.current?.setSelectedSections(active + 1);
    }
    typedIn.current = null;
  };
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    field.left();
    clearTimeout(showing.current);
    setShownProblem(problem);
    setLeftEmpty(field.day === null);
  };

  return (
    <BuddhistDateProvider>
      <DateField
        ref={anchor}
        label={label}
        value={field.day}
        fieldRef={fieldRef}
        onChange={(typed, { validationError }) => {
          field.typed(typed, validationError === null);
          if (typed !== null) setLeftEmpty(false);
        }}
        onError={found}
        onKeyDown={(event) => {
          settleBeforeTyping();
          nextSectionOn(event);
        }}
        onBlur={leave}
        {...limits}
        size={size}
        error={problemText !== undefined}
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
            setLeftEmpty(false);
            setOpen(false);
          }}
          {...limits}
        />
      </Popover>
    </BuddhistDateProvider>
  );
}
