import { useEffect, useState } from 'react';
import type { Option, OptionSource } from './options';
import { useLatest } from './useLatest';

/**
 * The option to show for `value`: from the options at hand, else asked of `source.byValue`
 * (a value from a shared link or a loaded record), else the bare value.
 */
export function useChosenOption<V extends string | number>(
  value: V | null,
  known: readonly Option<V>[],
  source: OptionSource<V> | undefined,
): Option<V> | null {
  const [fetched, setFetched] = useState<Option<V> | null>(null);
  const local = value === null ? undefined : known.find((option) => option.value === value);
  const latestSource = useLatest(source);
  const needsLookup = value !== null && !local && fetched?.value !== value;

  useEffect(() => {
    const byValue = latestSource.current?.byValue;
    if (!needsLookup || value === null || !byValue) return undefined;
    const controller = new AbortController();
    byValue(value, controller.signal).then(
      (option) => {
        if (!controller.signal.aborted && option) setFetched(option);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [latestSource, needsLookup, value]);

  if (value === null) return null;
  if (local) return local;
  if (fetched?.value === value) return fetched;
  return { value, label: String(value) };
}
