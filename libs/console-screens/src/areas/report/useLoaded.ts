import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@hbc/api-clients';
import { apiErrorText, LOAD_FAILED_TEXT } from '@hbc/data-screens';

/** What a screen read from the API: loading, the data, or why not. */
export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'not-found' }
  /** `text`: the API's Thai reason, or 'โหลดข้อมูลไม่สำเร็จ'. */
  | { kind: 'failed'; text: string };

/**
 * Reads `load` whenever `key` changes (and again on `reload`), cancelling the read before; a
 * 404 is 'not-found'. With `key` null nothing is read (state 'loading'). While a reload of the
 * same key reads, the data read before stays (`refreshing`), so a refresh does not blank a screen.
 */
export function useLoaded<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { state: Loaded<T>; reload: () => void; refreshing: boolean } {
  const [attempt, setAttempt] = useState(0);
  const readKey = key === null ? null : `${key}#${attempt}`;
  const [read, setRead] = useState<{ key: string; base: string; state: Loaded<T> } | null>(null);

  useEffect(() => {
    if (readKey === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setRead({ key: readKey, base: key ?? '', state: { kind: 'ready', data } });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setRead({
          key: readKey,
          base: key ?? '',
          state: notFound
            ? { kind: 'not-found' }
            : { kind: 'failed', text: apiErrorText(error, LOAD_FAILED_TEXT) },
        });
      },
    );
    return () => controller.abort();
    // `load` may be a new function each render: `key` says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readKey]);

  const current = read !== null && read.key === readKey;
  const refreshing = !current && read !== null && read.base === key && read.state.kind === 'ready';
  return {
    state: current || refreshing ? read.state : { kind: 'loading' },
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    refreshing,
  };
}
