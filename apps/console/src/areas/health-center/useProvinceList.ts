import { listProvinces } from '@hbc/api-clients';
import { PROVINCE_SORT_FIELDS, type ProvinceRow, type ProvinceSortField } from '@hbc/contracts';
import { useServerList, type ListFilter } from '@hbc/data-screens';
import { REGION_OPTIONS } from './health-center-choices';

export const PROVINCE_FILTER_TEXT = { region: 'เขตสุขภาพ' } as const;

/** The region filter: `?region=7` in the address, `healthRegionId` in the call. */
const PROVINCE_FILTERS: readonly ListFilter[] = [
  {
    type: 'select',
    key: 'healthRegionId',
    urlKey: 'region',
    label: PROVINCE_FILTER_TEXT.region,
    options: REGION_OPTIONS,
  },
];

/** The province list's state, kept in the address: page, sort, search and region. */
export function useProvinceList() {
  const list = useServerList<ProvinceRow, ProvinceSortField>({
    fetchPage: listProvinces,
    sortFields: PROVINCE_SORT_FIELDS,
    defaultSort: { field: 'code', direction: 'asc' },
    filters: PROVINCE_FILTERS,
  });
  const region = list.view.filters['healthRegionId'];
  return { list, region: typeof region === 'number' ? region : undefined };
}
