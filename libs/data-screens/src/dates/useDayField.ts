import { useEffect, useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { TYPING_PAUSE_MS } from '../shared/options';
import { useLatest } from '../shared/useLatest';
import { dayOf, dayText } from './day-values';

/**
 * What a date field shows and when it hands a day on. A day picked in the calendar or a cleared
 * field counts at once; a typed day once typing pauses for 300 ms (so 2/11 on the way to 25/11
 * is not one), and only when it is whole and allowed. What is typed stays on show meanwhile, a
 * refused day with its reason, until staff correct it or the screen's value changes. Leaving the
 * field hands on a waiting day at once (a button pressed right after typing sees it).
 */
export function useDayField(value: string | null, onChange: (value: string | null) => void) {
  const [day, setDay] = useState<Dayjs | null>(() => dayOf(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDay(dayOf(value));
  }
  const latestOnChange = useLatest(onChange);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useRef<(() => void) | null>(null);
  useEffect(() => () => clearTimeout(pending.current), []);

  const cancel = () => {
    clearTimeout(pending.current);
    flush.current = null;
  };
  const handOn = (taken: string | null, now: boolean) => {
    cancel();
    if (taken === value) return;
    const give = () => {
      flush.current = null;
      latestOnChange.current(taken);
    };
    if (now) give();
    else {
      flush.current = give;
      pending.current = setTimeout(give, TYPING_PAUSE_MS);
    }
  };

  return {
    /** The day the field holds: as typed, maybe not whole or not allowed. */
    day,
    /** Staff typed in the field; `allowed` when the field found nothing wrong with the day. */
    typed(typed: Dayjs | null, allowed: boolean) {
      setDay(typed);
      if (typed === null) handOn(null, true);
      else if (allowed && typed.isValid()) handOn(dayText(typed), false);
      else cancel();
    },
    /** Staff left the field: a typed day still waiting for the pause counts now. */
    left() {
      clearTimeout(pending.current);
      flush.current?.();
    },
    /** Staff picked a day in the calendar. */
    picked(picked: Dayjs) {
      setDay(picked);
      handOn(dayText(picked), true);
    },
    /** Staff cleared the field. */
    cleared() {
      setDay(null);
      handOn(null, true);
    },
  };
}
