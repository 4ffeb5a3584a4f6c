import { Type, type Static } from '@sinclair/typebox';
import { FIELD_MESSAGES, NAME_MAX_LENGTH } from '../field-messages';
import { requiredText } from '../field-rules';
import { listQuerySchema, type ListQuery } from '../list-query';

/** Official province codes are two digits, 10 (Bangkok) to 96. */
export const PROVINCE_CODE_MIN = 10;
export const PROVINCE_CODE_MAX = 99;
export const HEALTH_REGION_COUNT = 13;

/** One of the 13 health regions, by its official number. */
const healthRegionId = () => Type.Integer({ minimum: 1, maximum: HEALTH_REGION_COUNT });

export const PROVINCE_MESSAGES = {
  codeInvalid: `รหัสจังหวัดต้องเป็นตัวเลข ${PROVINCE_CODE_MIN}–${PROVINCE_CODE_MAX}`,
  codeTaken: 'รหัสจังหวัดนี้มีอยู่ในระบบแล้ว',
  nameThRequired: 'กรุณากรอกชื่อจังหวัดภาษาไทย',
  nameEnRequired: 'กรุณากรอกชื่อจังหวัดภาษาอังกฤษ',
  nameTooLong: FIELD_MESSAGES.tooLong(NAME_MAX_LENGTH),
  regionRequired: 'กรุณาเลือกเขตสุขภาพ',
  regionUnknown: 'ไม่พบเขตสุขภาพนี้',
  inUse: 'ไม่สามารถลบจังหวัดนี้ได้ เนื่องจากมีหน่วยบริการอยู่ในจังหวัด',
  inUseByCitizens: 'ไม่สามารถลบจังหวัดนี้ได้ เนื่องจากมีประชาชนที่อยู่ในจังหวัดนี้',
} as const;

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
export const NewProvinceBody = Type.Composite(
  [
    Type.Object({ id: Type.Integer({ minimum: PROVINCE_CODE_MIN, maximum: PROVINCE_CODE_MAX }) }),
    ProvinceBody,
  ],
  { additionalProperties: false },
);
export type NewProvinceBody = Static<typeof NewProvinceBody>;

/** Columns the province list sorts by (`code`, the official province code, by default). */
export const PROVINCE_SORT_FIELDS = ['code', 'name', 'unitCount'] as const;
export type ProvinceSortField = (typeof PROVINCE_SORT_FIELDS)[number];

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

export interface ProvinceListFilters {
  healthRegionId: number;
}
export type ProvinceListQuery = ListQuery<ProvinceSortField, ProvinceListFilters>;
