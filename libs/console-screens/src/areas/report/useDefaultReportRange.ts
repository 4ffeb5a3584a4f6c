import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lastDays } from './report-format';

/** The days a report opens on: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;

/** The address keys of the report's first and last day. */
export const RANGE_KEYS = { from: 'from', to: 'to' } as const;

const hasRange = (params: URLSearchParams) =>
  params.has(RANGE_KEYS.from) || params.has(RANGE_KEYS.to);

/**
 * Opened without days, the report shows the last 30: they are written into the address (in
 * place of the entry, so Back does not return to the address without them). Staff may clear
 * them afterwards to see every day. True while the days are being written.
 */
export function useDefaultReportRange(): boolean {
  const [params, setParams] = useSearchParams();
  const [defaulting, setDefaulting] = useState(() => !hasRange(params));
  const waiting = defaulting && !hasRange(params);
  if (defaulting && !waiting) setDefaulting(false);

  useEffect(() => {
    if (!waiting) return;
    const { from, to } = lastDays(DEFAULT_REPORT_DAYS);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(RANGE_KEYS.from, from);
        next.set(RANGE_KEYS.to, to);
        return next;
      },
      { replace: true },
    );
  }, [waiting, setParams]);

  return waiting;
}
