import { getProvince, listProvinces } from '@hbc/api-clients';
import {
  HEALTH_REGION_COUNT,
  UNIT_KIND_LABELS,
  UNIT_KINDS,
  type ProvinceRow,
  type UnitKind,
} from '@hbc/contracts';
import type { Option, OptionSource, StatusColor } from '@hbc/data-screens';
import { searchByName } from '../../lists/list-options';

/** The 13 health regions, by their official number and name ('เขตสุขภาพที่ 7'). */
export const REGION_OPTIONS: readonly Option<number>[] = Array.from(
  { length: HEALTH_REGION_COUNT },
  (_, index) => ({ value: index + 1, label: `เขตสุขภาพที่ ${index + 1}` }),
);

export const UNIT_KIND_OPTIONS: readonly Option<UnitKind>[] = UNIT_KINDS.map((kind) => ({
  value: kind,
  label: UNIT_KIND_LABELS[kind],
}));

/** How a unit's `active` reads, in the list's chip and its filter. */
export const ACTIVE_LABELS = { true: 'เปิดใช้งาน', false: 'ปิดใช้งาน' } as const;
export const ACTIVE_COLORS: Record<'true' | 'false', StatusColor> = {
  true: 'success',
  false: 'default',
};

/** How many provinces the province choice lists for what was typed. */
export const PROVINCE_CHOICES = 20;

export function provinceOption(province: Pick<ProvinceRow, 'id' | 'nameTh'>): Option<number> {
  return { value: province.id, label: province.nameTh };
}

/** The provinces matching what was typed (Thai or English name), from the province list call. */
export const provinceSource: OptionSource<number> = {
  search: searchByName(listProvinces, PROVINCE_CHOICES, provinceOption),
  byValue: async (id) => provinceOption(await getProvince(id)),
};

/** The same provinces for a list filter, whose values may come from the address as any type. */
export const provinceFilterSource: OptionSource<string | number> = {
  search: provinceSource.search,
  byValue: (value, signal) =>
    provinceSource.byValue?.(Number(value), signal) ?? Promise.resolve(null),
};
