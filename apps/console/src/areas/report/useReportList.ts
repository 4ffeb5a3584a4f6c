import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { listReports } from '@hbc/api-clients';
import {
  BROADCAST_STATUS_LABELS,
  BROADCAST_STATUSES,
  EDITABLE_BROADCAST_STATUSES,
  PERMISSIONS,
  REPORT_SORT_FIELDS,
  type ReportListQuery,
  type ReportRow,
  type ReportSortField,
} from '@hbc/contracts';
import { useServerList, type FilterChanges, type ListFilter } from '@hbc/data-screens';
import { REGION_OPTIONS } from '../health-center/health-center-choices';
import { labelledOptions } from '../../lists/list-options';
import { idFromQuery } from '../../records/record-id';
import { useViewerRole } from '../../viewer/useViewerRole';
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
const AREA_KEYS = { region: 'region', province: 'province', unit: 'unit' } as const;

/** The statuses of broadcasts that have gone out (drafts and scheduled ones have no report). */
export const REPORTED_STATUSES = BROADCAST_STATUSES.filter(
  (status) => !EDITABLE_BROADCAST_STATUSES.includes(status),
);

const DAYS_AND_STATUS: readonly ListFilter[] = [
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

const chosenId = (params: URLSearchParams, key: string) => {
  const id = idFromQuery(params.get(key));
  return typeof id === 'number' ? id : undefined;
};

/** Super Admin's region → province → unit, each narrowing the next one's choices. */
function areaFilters(region: number | undefined, province: number | undefined): ListFilter[] {
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

/**
 * /report: the broadcasts sent in the chosen days (newest first) by status; Super Admin also
 * by region, province and unit, and sees every unit's. Filters live in the address.
 */
export function useReportList() {
  const viewer = useViewerRole();
  const everyUnit = viewer !== null && PERMISSIONS[viewer].report.scope === 'all';
  const [params] = useSearchParams();
  const region = chosenId(params, AREA_KEYS.region);
  const province = chosenId(params, AREA_KEYS.province);
  const filters = everyUnit
    ? [...DAYS_AND_STATUS, ...areaFilters(region, province)]
    : DAYS_AND_STATUS;

  const list = useServerList<ReportRow, ReportSortField>({
    fetchPage: (query, signal) => listReports(query as ReportListQuery, signal),
    sortFields: REPORT_SORT_FIELDS,
    defaultSort: { field: 'startedAt', direction: 'desc' },
    filters,
  });
  const { setFilters } = list;
  const cascadingSetFilters = useCallback(
    (changes: FilterChanges) => setFilters(cascadeAreaChanges(changes)),
    [setFilters],
  );
  return {
    list: { ...list, setFilters: cascadingSetFilters },
    everyUnit,
  };
}
