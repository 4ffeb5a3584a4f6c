import { getUnit, listProvinces, listUnits } from '@hbc/api-clients';
import type { Option, OptionSource } from '@hbc/data-screens';
import { searchByName } from '../../lists/list-options';
import {
  provinceOption,
  provinceSource,
  PROVINCE_CHOICES,
} from '../health-center/health-center-choices';

/** How many units the unit choice lists for what was typed. */
const UNIT_CHOICES = 20;

/** A unit as a choice: its name. */
const unitOption = (unit: { id: number; name: string }): Option<number> => ({
  value: unit.id,
  label: unit.name,
});

/** A value a list filter holds (from the address: any type) as an id. */
const idOf = (value: string | number) => Number(value);

/** The provinces of `regionId` (of every region when none is chosen) matching what was typed. */
export function provincesIn(regionId: number | undefined): OptionSource<string | number> {
  return {
    search: searchByName(
      listProvinces,
      PROVINCE_CHOICES,
      provinceOption,
      regionId === undefined ? undefined : { healthRegionId: regionId },
    ),
    byValue: (value, signal) =>
      provinceSource.byValue?.(idOf(value), signal) ?? Promise.resolve(null),
  };
}

/**
 * The units of `provinceId`, else of `regionId`, else of the whole country, matching what was
 * typed (name or hcode).
 */
export function unitsIn(
  regionId: number | undefined,
  provinceId: number | undefined,
): OptionSource<string | number> {
  const filters =
    provinceId !== undefined
      ? { provinceId }
      : regionId !== undefined
        ? { healthRegionId: regionId }
        : undefined;
  return {
    search: searchByName(listUnits, UNIT_CHOICES, unitOption, filters),
    byValue: async (value) => unitOption(await getUnit(idOf(value))),
  };
}
