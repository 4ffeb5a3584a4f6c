import { getUnit, listProvinces, listUnits } from '@hbc/api-clients';
import type { OptionSource } from '@hbc/data-screens';
import {
  provinceOption,
  provinceSource,
  PROVINCE_CHOICES,
} from '../health-center/health-center-choices';

/** How many units the unit choice lists for what was typed. */
const UNIT_CHOICES = 20;

/** A value a list filter holds (from the address: any type) as an id. */
const idOf = (value: string | number) => Number(value);

/** The provinces of `regionId` (of every region when none is chosen) matching what was typed. */
export function provincesIn(regionId: number | undefined): OptionSource<string | number> {
  return {
    search: async (text, signal) => {
      const search = text.trim();
      const page = await listProvinces(
        {
          page: 1,
          pageSize: PROVINCE_CHOICES,
          sort: { field: 'name', direction: 'asc' },
          ...(search ? { search } : {}),
          ...(regionId === undefined ? {} : { filters: { healthRegionId: regionId } }),
        },
        signal,
      );
      return page.data.map(provinceOption);
    },
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
    search: async (text, signal) => {
      const search = text.trim();
      const page = await listUnits(
        {
          page: 1,
          pageSize: UNIT_CHOICES,
          sort: { field: 'name', direction: 'asc' },
          ...(search ? { search } : {}),
          ...(filters ? { filters } : {}),
        },
        signal,
      );
      return page.data.map((unit) => ({ value: unit.id, label: unit.name }));
    },
    byValue: async (value) => {
      const unit = await getUnit(idOf(value));
      return { value: unit.id, label: unit.name };
    },
  };
}
