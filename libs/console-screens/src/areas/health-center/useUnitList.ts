import { useResourceList } from '../../resources/useResourceList';
import { UNIT_LIST } from './unit-list';

/**
 * The unit list's state, kept in the address, and what the screen builds on it: the province
 * chosen (a new unit gets it) and the region of the units shown (for the way back).
 */
export function useUnitList() {
  const list = useResourceList(UNIT_LIST);
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
