import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@hbc/api-clients';

/** A detail screen's record: loading, read, not there (or not for this user), or not readable. */
export type RecordRead<T> =
  { kind: 'loading' } | { kind: 'ready'; record: T } | { kind: 'not-found' } | { kind: 'failed' };

export interface RecordReadOptions {
  /**
   * The record read last stays shown while it is read again, and when reading it again fails
   * (a 404 still says it is gone).
   */
  keepShown?: boolean;
}

/**
 * Reads record `id` (of `?id=`: null or 'invalid' is 'not-found') with `read`, a function that
 * stays the same across renders, and again on `reload`; `replace` shows a record an action
 * answered.
 */
export function useRecordRead<T>(
  id: number | null | 'invalid',
  read: (id: number, signal: AbortSignal) => Promise<T>,
  { keepShown = false }: RecordReadOptions = {},
) {
  const [attempt, setAttempt] = useState(0);
  const key = `${String(id)}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: RecordRead<T> } | null>(null);
  useEffect(() => {
    if (typeof id !== 'number') return undefined;
    const controller = new AbortController();
    read(id, controller.signal).then(
      (record) => setAnswer({ key, state: { kind: 'ready', record } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setAnswer((last) =>
          keepShown && last?.state.kind === 'ready' && !notFound
            ? { key, state: last.state }
            : { key, state: { kind: notFound ? 'not-found' : 'failed' } },
        );
      },
    );
    return () => controller.abort();
  }, [id, key, read, keepShown]);
  const shown = keepShown && answer?.state.kind === 'ready' ? answer.state : null;
  const state: RecordRead<T> =
    typeof id !== 'number'
      ? { kind: 'not-found' }
      : answer?.key === key
        ? answer.state
        : (shown ?? { kind: 'loading' });
  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    replace: (record: T) => setAnswer({ key, state: { kind: 'ready', record } }),
  };
}
