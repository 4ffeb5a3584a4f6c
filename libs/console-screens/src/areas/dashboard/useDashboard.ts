import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getDashboard } from '@hbc/api-clients';
import type { Dashboard } from '@hbc/contracts';
import { idFromQuery } from '../../records/record-id';
import { useLoaded } from '../report/useLoaded';
import { isMonthText, thisMonth } from './dashboard-month';

/** The address keys of the month shown and the region whose provinces are broken down. */
export const DASHBOARD_KEYS = { month: 'month', region: 'region' } as const;

/**
 * /dashboard: the month in the address (this month in Bangkok when none, or one it cannot
 * take) and the region chosen, read from the API whenever either changes.
 */
export function useDashboard() {
  const [params, setParams] = useSearchParams();
  const [currentMonth] = useState(() => thisMonth());
  const asked = params.get(DASHBOARD_KEYS.month);
  const month = isMonthText(asked) ? asked : currentMonth;
  const regionParam = idFromQuery(params.get(DASHBOARD_KEYS.region));
  const regionId = typeof regionParam === 'number' ? regionParam : undefined;

  const loaded = useLoaded<Dashboard>(`${month}|${String(regionId)}`, (signal) =>
    getDashboard({ month, ...(regionId === undefined ? {} : { regionId }) }, signal),
  );

  /** Sets or clears one key of the address, as a new history entry. */
  const change = useCallback(
    (key: string, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [setParams],
  );

  return {
    month,
    /** This month in Bangkok: the newest the chooser offers. */
    currentMonth,
    regionId,
    ...loaded,
    setMonth: useCallback(
      (next: string) => change(DASHBOARD_KEYS.month, next === currentMonth ? undefined : next),
      [change, currentMonth],
    ),
    setRegion: useCallback(
      (next: number | undefined) =>
        change(DASHBOARD_KEYS.region, next === undefined ? undefined : String(next)),
      [change],
    ),
  };
}
