import { Type, type Static } from '@sinclair/typebox';
import { FIELD_MESSAGES, NAME_MAX_LENGTH, patternText, requiredText } from '../field-rules';

/** Kinds of health unit (stored as text, shown in Thai). */
export const UNIT_KINDS = [
  'HOSPITAL',
  'COMMUNITY_HOSPITAL',
  'HEALTH_PROMOTING_HOSPITAL',
  'PROVINCIAL_HEALTH_OFFICE',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const UNIT_KIND_LABELS: Record<UnitKind, string> = {
  HOSPITAL: 'โรงพยาบาลศูนย์/ทั่วไป',
  COMMUNITY_HOSPITAL: 'โรงพยาบาลชุมชน',
  HEALTH_PROMOTING_HOSPITAL: 'โรงพยาบาลส่งเสริมสุขภาพตำบล',
  PROVINCIAL_HEALTH_OFFICE: 'สำนักงานสาธารณสุขจังหวัด',
};

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
  inUse: 'ไม่สามารถลบหน่วยบริการนี้ได้ เนื่องจากมีผู้ใช้งาน ประชาชน หรือบรอดแคสต์อยู่ในหน่วยบริการ กรุณาปิดการใช้งานแทน',
} as const;

/** What a unit form sends (create and update alike). */
export const UnitBody = Type.Object(
  {
    hcode: patternText(HCODE_PATTERN, UNIT_MESSAGES.hcodeInvalid),
    name: requiredText(NAME_MAX_LENGTH),
    kind: Type.Union(UNIT_KINDS.map((kind) => Type.Literal(kind))),
    provinceId: Type.Integer({ minimum: 10, maximum: 99 }),
    /** Uploaded through the general image uploader (1:1); null for none. */
    logoUrl: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UnitBody = Static<typeof UnitBody>;
