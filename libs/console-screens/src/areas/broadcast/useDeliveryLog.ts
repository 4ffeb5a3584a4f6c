import { listBroadcastDeliveries } from '@hbc/api-clients';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type BroadcastDelivery,
  type BroadcastDeliveryListQuery,
} from '@hbc/contracts';
import { useServerList, type ListFilter } from '@hbc/data-screens';
import { useEffect, useRef } from 'react';
import { labelledOptions } from '../../lists/list-options';

/** The log's status filter, kept in the address as `delivery` beside the page's `id`. */
const DELIVERY_FILTERS: readonly ListFilter[] = [
  {
    type: 'select',
    key: 'status',
    urlKey: 'delivery',
    label: 'สถานะการส่ง',
    options: labelledOptions(DELIVERY_STATUSES, DELIVERY_STATUS_LABELS),
  },
];

/** The recipients of broadcast `id`, by batch, paged by the server, by delivery status. */
export function useDeliveryLog(id: number) {
  return useServerList<BroadcastDelivery, 'batch'>({
    fetchPage: (query, signal) =>
      listBroadcastDeliveries(id, query as BroadcastDeliveryListQuery, signal),
    sortFields: ['batch'],
    defaultSort: { field: 'batch', direction: 'asc' },
    filters: DELIVERY_FILTERS,
  });
}

/** Calls `reload` whenever `value` differs from what it was at the last render. */
export function useReloadOnChange(value: unknown, reload: () => void): void {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    reload();
  }, [value, reload]);
}
