import { Type, type Static } from '@sinclair/typebox';
import { FIELD_MESSAGES, NAME_MAX_LENGTH } from '../field-messages';
import { patternText, requiredText } from '../field-rules';
import { listQuerySchema, stringEnum, type ListQuery } from '../list-query';
import { HEALTH_REGION_COUNT, PROVINCE_CODE_MAX, PROVINCE_CODE_MIN } from './provinces';
import { UNIT_KINDS, type UnitKind } from './unit-kinds';

export { UNIT_KINDS, UNIT_KIND_LABELS, type UnitKind } from './unit-kinds';

/** A unit's code of the Ministry of Public Health: exactly five digits. */
export const HCODE_PATTERN = /^[0-9]{5}$/;

export const UNIT_MESSAGES = {
  hcodeInvalid: 'รหัสหน่วยบริการต้องเป็นตัวเลข 5 หลัก',
  hcodeTaken: 'รหัสหน่วยบริการนี้มีอยู่ในระบบแล้ว',
  nameRequired: 'กรุณากรอกชื่อหน่วยบริการ',
  nameTooLong: FIELD_MESSAGES.tooLong(NAME_MAX_LENGTH),
  kindRequired: 'กรุณาเลือกประเภทหน่วยบริการ',
  provinceRequired: 'กรุณาเลือกจังหวัด',
  provinceUnknown: 'ไม่พบจังหวัดนี้',
  logoInvalid: 'ที่อยู่โลโก้ต้องเป็นลิงก์ http หรือ https',
  inUse: 'ไม่สามารถลบหน่วยบริการนี้ได้ เนื่องจากมีผู้ใช้งาน ประชาชน หรือบรอดแคสต์อยู่ในหน่วยบริการ กรุณาปิดการใช้งานแทน',
} as const;

/** The address of an uploaded logo: a web link, never a `javascript:` or `data:` one. */
export const LOGO_URL_PATTERN = /^https?:\/\/\S+$/;
export const LOGO_URL_MAX_LENGTH = 2000;

const provinceId = Type.Integer({ minimum: PROVINCE_CODE_MIN, maximum: PROVINCE_CODE_MAX });

/** What a unit form sends (create and update alike). */
export const UnitBody = Type.Object(
  {
    hcode: patternText(HCODE_PATTERN, UNIT_MESSAGES.hcodeInvalid),
    name: requiredText(NAME_MAX_LENGTH),
    kind: stringEnum(UNIT_KINDS),
    provinceId,
    /** Uploaded through the general image uploader (1:1); null for none. */
    logoUrl: Type.Union([
      patternText(LOGO_URL_PATTERN, UNIT_MESSAGES.logoInvalid, { maxLength: LOGO_URL_MAX_LENGTH }),
      Type.Null(),
    ]),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UnitBody = Static<typeof UnitBody>;

/** Columns the unit list sorts by (`hcode` by default). */
export const UNIT_SORT_FIELDS = ['hcode', 'name', 'kind', 'provinceName', 'staffCount'] as const;
export type UnitSortField = (typeof UNIT_SORT_FIELDS)[number];

/**
 * The unit list's declaration, shared by its list and export schemas: sort fields, and filters
 * (all must hold) by province, health region, kind and whether the unit is active. The search
 * text is looked for in the name and the hcode.
 */
export const UNIT_LIST = {
  sort: UNIT_SORT_FIELDS,
  filters: {
    provinceId,
    healthRegionId: Type.Integer({ minimum: 1, maximum: HEALTH_REGION_COUNT }),
    kind: stringEnum(UNIT_KINDS),
    active: Type.Boolean(),
  },
};

/** `POST /api/health-center/unit/list` (Super Admin). */
export const UnitListBody = listQuerySchema(UNIT_LIST);

export interface UnitListFilters {
  provinceId: number;
  healthRegionId: number;
  kind: UnitKind;
  active: boolean;
}
export type UnitListQuery = ListQuery<UnitSortField, UnitListFilters>;
