import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { idFromQuery } from '../../records/record-id';

/** The address key of the broadcast whose report is open. */
export const OPENED_KEY = 'id';

/**
 * The broadcast whose report is open over the list (`?id=`), opened as a new history entry so
 * that Back closes it; the list's own address keys stay.
 */
export function useOpenedReport() {
  const [params, setParams] = useSearchParams();
  const id = idFromQuery(params.get(OPENED_KEY));
  const change = useCallback(
    (next: number | null) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next === null) changed.delete(OPENED_KEY);
        else changed.set(OPENED_KEY, String(next));
        return changed;
      }),
    [setParams],
  );
  return {
    /** null: none open; 'invalid': the address names no broadcast a report could be of. */
    id,
    open: useCallback((broadcastId: number) => change(broadcastId), [change]),
    close: useCallback(() => change(null), [change]),
  };
}
