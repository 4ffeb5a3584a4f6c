import { Type, type Static } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from '../field-messages';
import { requiredText } from '../field-rules';
import { listQuerySchema } from '../list-query-schema';
import {
  HEALTH_REGION_COUNT,
  PROVINCE_CODE_MAX,
  PROVINCE_CODE_MIN,
  PROVINCE_SORT_FIELDS,
} from './provinces';

/*
 * The TypeBox schemas of the province form and list (provinces.ts holds their rules and texts):
 * apart, so that the screens reading the texts do not load TypeBox with the form's schema.
 */

/** One of the 13 health regions, by its official number. */
export const healthRegionId = () => Type.Integer({ minimum: 1, maximum: HEALTH_REGION_COUNT });

/** A province, by its official code (10 = Bangkok). */
export const provinceCode = () =>
  Type.Integer({ minimum: PROVINCE_CODE_MIN, maximum: PROVINCE_CODE_MAX });

/** What the province form sends to update a province (its code never changes). */
export const ProvinceBody = Type.Object(
  {
    nameTh: requiredText(NAME_MAX_LENGTH),
    nameEn: requiredText(NAME_MAX_LENGTH),
    healthRegionId: healthRegionId(),
  },
  { additionalProperties: false },
);
export type ProvinceBody = Static<typeof ProvinceBody>;

/** Creating a province also gives its official code. */
export const NewProvinceBody = Type.Composite([Type.Object({ id: provinceCode() }), ProvinceBody], {
  additionalProperties: false,
});
export type NewProvinceBody = Static<typeof NewProvinceBody>;

/**
 * The province list's declaration, shared by its list and export schemas. The search text is
 * looked for in the Thai and English names.
 */
export const PROVINCE_LIST = {
  sort: PROVINCE_SORT_FIELDS,
  filters: { healthRegionId: healthRegionId() },
};

/** `POST /api/health-center/province/list` (Super Admin). */
export const ProvinceListBody = listQuerySchema(PROVINCE_LIST);
