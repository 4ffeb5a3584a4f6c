import { useEffect, useState } from 'react';
import { TYPING_PAUSE_MS, type Option, type OptionSource } from './options';
import { useLatest } from './useLatest';

/**
 * The options of `source` for what was typed, searched once typing pauses and only while the
 * list is open; a newer search cancels the one before. `source` may be a new object each render.
 */
export function useOptionSearch<V extends string | number>(
  source: OptionSource<V> | undefined,
  text: string,
  open: boolean,
) {
  const [found, setFound] = useState<readonly Option<V>[]>([]);
  const [loading, setLoading] = useState(false);
  const latestSource = useLatest(source);
  const searchable = source !== undefined;

  useEffect(() => {
    const current = latestSource.current;
    if (!current || !open) return undefined;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      current.search(text, controller.signal).then(
        (options) => {
          if (controller.signal.aborted) return;
          setFound(options);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setFound([]);
          setLoading(false);
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [latestSource, searchable, text, open]);

  return { found, loading };
}
