import { startTransition, useEffect, useState } from 'react';

export interface AfterPaintLoad<T> {
  /** What `load` gave; null until then. */
  value: T | null;
  /** The last attempt failed. */
  failed: boolean;
  /** Tries again after a failure. */
  retry: () => void;
}

/**
 * Runs `start` once the browser has painted the frame in which it was asked for; returns the
 * cancel.
 */
function afterPaint(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(start, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Code a screen can draw without: loaded once the screen's first frame has painted, so that the
 * screen's largest text does not wait for it on a slow network. `loaded` is what an earlier load
 * already gave (then nothing is loaded).
 */
export function useAfterPaintLoad<T>(load: () => Promise<T>, loaded: T | null): AfterPaintLoad<T> {
  const [value, setValue] = useState<T | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (value !== null) return;
    let current = true;
    const cancel = afterPaint(() => {
      load().then(
        // What arrives is drawn as a transition: a large component (the data grid) is rendered in
        // slices the browser can interrupt, not in one long task.
        (result) => current && startTransition(() => setValue(() => result)),
        () => current && setFailed(true),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [load, value, attempt]);
  return {
    value,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}
