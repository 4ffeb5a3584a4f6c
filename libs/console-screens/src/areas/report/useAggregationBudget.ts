import { getAggregationBudget } from '@hbc/api-clients';
import type { AggregationBudget } from '@hbc/contracts';
import { useLoaded } from './useLoaded';

/** This month's LINE aggregation unit names, read for Super Admin only (`enabled`). */
export function useAggregationBudget(enabled: boolean): AggregationBudget | null {
  const { state } = useLoaded<AggregationBudget>(enabled ? 'aggregation-units' : null, (signal) =>
    getAggregationBudget(signal),
  );
  return state.kind === 'ready' ? state.data : null;
}
