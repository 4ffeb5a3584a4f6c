import { FIELD_MESSAGES, NAME_MAX_LENGTH } from '../field-messages';
import { type ListQuery } from '../list-query';
import { type UnitKind } from './unit-kinds';

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

/** Columns the unit list sorts by (`hcode` by default). */
export const UNIT_SORT_FIELDS = ['hcode', 'name', 'kind', 'provinceName', 'staffCount'] as const;
export type UnitSortField = (typeof UNIT_SORT_FIELDS)[number];

export interface UnitListFilters {
  provinceId: number;
  healthRegionId: number;
  kind: UnitKind;
  active: boolean;
}
export type UnitListQuery = ListQuery<UnitSortField, UnitListFilters>;
