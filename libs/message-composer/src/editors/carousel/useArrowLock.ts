import { useCallback, useEffect, useRef, useState } from 'react';

/** `locked` turns true on `lock()` and back to false `ms` later (a new lock restarts the wait). */
export function useArrowLock(ms: number): { locked: boolean; lock: () => void } {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lock = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setLocked(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setLocked(false);
    }, ms);
  }, [ms]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { locked, lock };
}
