import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PERMISSIONS } from '@hbc/contracts';
import type { FilterChanges } from '@hbc/data-screens';
import { idFromQuery } from '../../records/record-id';
import { useResourceList } from '../../resources/useResourceList';
import { useViewerRole } from '../../viewer/useViewerRole';
import { AREA_KEYS, areaFilters, cascadeAreaChanges, DAYS_AND_STATUS } from './report-filters';
import { EVERY_UNIT_COLUMNS, OWN_UNIT_COLUMNS, REPORT_LIST } from './report-list';

const chosenId = (params: URLSearchParams, key: string) => {
  const id = idFromQuery(params.get(key));
  return typeof id === 'number' ? id : undefined;
};

/**
 * /report's list as the viewer sees it: Super Admin sees every unit's broadcasts with their unit,
 * and also chooses by region, province and unit (a chooser clearing the ones below it). Filters
 * live in the address.
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

  const list = useResourceList(REPORT_LIST, { filters });
  const { setFilters } = list;
  const cascadingSetFilters = useCallback(
    (changes: FilterChanges) => setFilters(cascadeAreaChanges(changes)),
    [setFilters],
  );
  return {
    list: { ...list, setFilters: cascadingSetFilters },
    columns: everyUnit ? EVERY_UNIT_COLUMNS : OWN_UNIT_COLUMNS,
  };
}
