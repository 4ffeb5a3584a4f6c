import {
  BROADCAST_STATUS_LABELS,
  BROADCAST_STATUSES,
  EDITABLE_BROADCAST_STATUSES,
} from '@hbc/contracts';
import type { FilterChanges, ListFilter } from '@hbc/data-screens';
import { REGION_OPTIONS } from '../health-center/health-center-choices';
import { labelledOptions } from '../../lists/list-options';
import { provincesIn, unitsIn } from './report-area-sources';
import { RANGE_KEYS } from './useDefaultReportRange';

export const REPORT_FILTER_TEXT = {
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  status: 'สถานะ',
  region: 'เขตสุขภาพ',
  province: 'จังหวัด',
  unit: 'หน่วยบริการ',
} as const;

/** The address keys of Super Admin's choosers. */
export const AREA_KEYS = { region: 'region', province: 'province', unit: 'unit' } as const;

/** The statuses of broadcasts that have gone out (drafts and scheduled ones have no report). */
export const REPORTED_STATUSES = BROADCAST_STATUSES.filter(
  (status) => !EDITABLE_BROADCAST_STATUSES.includes(status),
);

/** Everyone's filters: the days the broadcasts were sent, and their status. */
export const DAYS_AND_STATUS: readonly ListFilter[] = [
  {
    type: 'dateRange',
    key: RANGE_KEYS.from,
    label: REPORT_FILTER_TEXT.from,
    toKey: RANGE_KEYS.to,
    toLabel: REPORT_FILTER_TEXT.to,
  },
  {
    type: 'select',
    key: 'status',
    label: REPORT_FILTER_TEXT.status,
    options: labelledOptions(REPORTED_STATUSES, BROADCAST_STATUS_LABELS),
  },
];

/** Super Admin's region → province → unit, each narrowing the next one's choices. */
export function areaFilters(
  region: number | undefined,
  province: number | undefined,
): ListFilter[] {
  return [
    {
      type: 'select',
      key: 'regionId',
      urlKey: AREA_KEYS.region,
      label: REPORT_FILTER_TEXT.region,
      options: REGION_OPTIONS,
    },
    {
      type: 'autocomplete',
      key: 'provinceId',
      urlKey: AREA_KEYS.province,
      label: REPORT_FILTER_TEXT.province,
      source: provincesIn(region),
      valueType: 'integer',
    },
    {
      type: 'autocomplete',
      key: 'unitId',
      urlKey: AREA_KEYS.unit,
      label: REPORT_FILTER_TEXT.unit,
      source: unitsIn(region, province),
      valueType: 'integer',
    },
  ];
}

/**
 * A change of a chooser clears the ones below it: a province of another region, or a unit of
 * another province, would leave nothing to show.
 */
export function cascadeAreaChanges(changes: FilterChanges): FilterChanges {
  if ('regionId' in changes) return { provinceId: undefined, unitId: undefined, ...changes };
  if ('provinceId' in changes) return { unitId: undefined, ...changes };
  return changes;
}
