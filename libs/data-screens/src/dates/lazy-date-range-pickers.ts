import { lazy } from 'react';

/**
 * `DateRangePickers` from a chunk of their own (MUI X's date pickers and dayjs): a screen that
 * shows them only sometimes (a list's date filter, a form's date condition) renders this inside
 * `Suspense`, and screens that never show them never fetch them.
 */
export const LazyDateRangePickers = lazy(async () => ({
  default: (await import('./DateRangePickers')).DateRangePickers,
}));
