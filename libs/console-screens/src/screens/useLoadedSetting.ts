import { useCallback, useEffect, useState } from 'react';

/** Where a setting screen's read stands. */
export type SettingLoad = 'loading' | 'ready' | 'failed';

/**
 * Reads a setting when the screen opens and again on `retry`, handing what it read to `onLoaded`
 * (the screen's form takes it from there); a read the screen left is dropped.
 */
export function useLoadedSetting<T>(
  read: (signal: AbortSignal) => Promise<T>,
  onLoaded: (value: T) => void,
): { load: SettingLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<SettingLoad>('loading');
  useEffect(() => {
    const controller = new AbortController();
    setLoad('loading');
    read(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        onLoaded(value);
        setLoad('ready');
      },
      () => {
        if (!controller.signal.aborted) setLoad('failed');
      },
    );
    return () => controller.abort();
    // `read` and `onLoaded` may be new functions each render: `attempt` says when to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
