import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_PAUSE_MS } from '../shared/options';
import { useLatest } from '../shared/useLatest';

/**
 * The text of a search box that searches once typing pauses for 300 ms, and shows the search
 * of the URL when that changes otherwise (Back, a link). Typing re-renders only the box.
 */
export function useTypedSearch(search: string, onSearch: (text: string) => void) {
  const [text, setTextState] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(search);
  const latestOnSearch = useLatest(onSearch);

  useEffect(() => {
    if (search.trim() === sent.current.trim()) return;
    clearTimeout(timer.current);
    sent.current = search;
    setTextState(search);
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      sent.current = next;
      latestOnSearch.current(next);
    },
    [latestOnSearch],
  );

  /** Types: the search follows after the pause. */
  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(next), TYPING_PAUSE_MS);
    },
    [send],
  );

  /** Clears the box and the search at once. */
  const clear = useCallback(() => {
    setTextState('');
    send('');
  }, [send]);

  return { text, setText, clear };
}
