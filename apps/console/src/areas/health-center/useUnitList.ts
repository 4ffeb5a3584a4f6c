import { listUnits } from '@hbc/api-clients';
import { UNIT_SORT_FIELDS, type UnitRow, type UnitSortField } from '@hbc/contracts';
import { useServerList, type ListFilter } from '@hbc/data-screens';
import {
  ACTIVE_LABELS,
  provinceFilterSource,
  REGION_OPTIONS,
  UNIT_KIND_OPTIONS,
} from './health-center-choices';

export const UNIT_FILTER_TEXT = {
  province: 'จังหวัด',
  region: 'เขตสุขภาพ',
  kind: 'ประเภท',
  active: 'สถานะ',
} as const;

/** Province (`?province=40`) and region (`?region=7`) by their short names in the address. */
const UNIT_FILTERS: readonly ListFilter[] = [
  {
    type: 'autocomplete',
    key: 'provinceId',
    urlKey: 'province',
    label: UNIT_FILTER_TEXT.province,
    source: provinceFilterSource,
    valueType: 'integer',
  },
  {
    type: 'select',
    key: 'healthRegionId',
    urlKey: 'region',
    label: UNIT_FILTER_TEXT.region,
    options: REGION_OPTIONS,
  },
  { type: 'select', key: 'kind', label: UNIT_FILTER_TEXT.kind, options: UNIT_KIND_OPTIONS },
  {
    type: 'boolean',
    key: 'active',
    label: UNIT_FILTER_TEXT.active,
    trueLabel: ACTIVE_LABELS.true,
    falseLabel: ACTIVE_LABELS.false,
  },
];

/**
 * The unit list's state, kept in the address, and what the screen builds on it: the province
 * chosen (a new unit gets it) and the region of the units shown (for the way back).
 */
export function useUnitList() {
  const list = useServerList<UnitRow, UnitSortField>({
    fetchPage: listUnits,
    sortFields: UNIT_SORT_FIELDS,
    defaultSort: { field: 'hcode', direction: 'asc' },
    filters: UNIT_FILTERS,
  });
  const { provinceId, healthRegionId } = list.view.filters;
  const province = typeof provinceId === 'number' ? provinceId : undefined;
  const chosenRegion = typeof healthRegionId === 'number' ? healthRegionId : undefined;
  // The units of one province are all in its region.
  const first = list.rows[0];
  const region =
    chosenRegion ??
    (province !== undefined && first?.provinceId === province ? first.healthRegionId : undefined);
  return { list, province, region };
}
