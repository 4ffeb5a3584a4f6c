import { FIELD_MESSAGES, NAME_MAX_LENGTH } from '../field-messages';
import { type ListQuery } from '../list-query';

/** Official province codes are two digits, 10 (Bangkok) to 96. */
export const PROVINCE_CODE_MIN = 10;
export const PROVINCE_CODE_MAX = 99;
export const HEALTH_REGION_COUNT = 13;

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

/** Columns the province list sorts by (`code`, the official province code, by default). */
export const PROVINCE_SORT_FIELDS = ['code', 'name', 'unitCount'] as const;
export type ProvinceSortField = (typeof PROVINCE_SORT_FIELDS)[number];

export interface ProvinceListFilters {
  healthRegionId: number;
}
export type ProvinceListQuery = ListQuery<ProvinceSortField, ProvinceListFilters>;
