import { useEffect, useState } from 'react';
import type { TrackingLinkChoice, TrackingLinkPicker } from './tracking-link-picker';

/** How long typing pauses before the search goes out. */
export const SEARCH_PAUSE_MS = 300;

export type TrackingLinkSearch =
  | { state: 'loading' }
  | { state: 'ready'; links: readonly TrackingLinkChoice[] }
  | { state: 'failed' };

/**
 * The unit's enabled tracking links for `text`, searched once typing pauses; a newer search
 * cancels the one before. `retry` searches the same text again.
 */
export function useTrackingLinkSearch(picker: TrackingLinkPicker, text: string) {
  const [search, setSearch] = useState<TrackingLinkSearch>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setSearch({ state: 'loading' });
    const timer = setTimeout(() => {
      picker.search(text.trim(), controller.signal).then(
        (links) => {
          if (!controller.signal.aborted) setSearch({ state: 'ready', links });
        },
        () => {
          if (!controller.signal.aborted) setSearch({ state: 'failed' });
        },
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [picker, text, attempt]);

  return { search, retry: () => setAttempt((n) => n + 1) };
}
