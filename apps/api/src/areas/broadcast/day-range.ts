import { broadcastRangeProblem, type BroadcastFilters } from '@hbc/contracts';
import { badRequest } from '../../http-errors';

/**
 * The day range of a list's filters (the broadcasts', the report's): both real days and `from`
 * not after `to`; else 400 at `/filters/to`.
 */
export function checkDayRange(filters: Partial<Pick<BroadcastFilters, 'from' | 'to'>> = {}): void {
  const problem = broadcastRangeProblem(filters);
  if (problem) throw badRequest([{ path: '/filters/to', message: problem }]);
}
