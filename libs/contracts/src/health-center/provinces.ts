import { Type, type Static } from '@sinclair/typebox';
import { FIELD_MESSAGES, NAME_MAX_LENGTH, requiredText } from '../field-rules';

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
  inUse: 'ไม่สามารถลบจังหวัดนี้ได้ เนื่องจากมีหน่วยบริการอยู่ในจังหวัด',
} as const;

/** What the province form sends to update a province (its code never changes). */
export const ProvinceBody = Type.Object(
  {
    nameTh: requiredText(NAME_MAX_LENGTH),
    nameEn: requiredText(NAME_MAX_LENGTH),
    healthRegionId: Type.Integer({ minimum: 1, maximum: HEALTH_REGION_COUNT }),
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
