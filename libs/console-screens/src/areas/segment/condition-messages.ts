import { AGE_MAX, CITIZEN_TAG_MAX_LENGTH, CITIZEN_TAGS_MAX } from '@hbc/contracts';

/**
 * What the rule builder says about a condition beyond `SEGMENT_RULE_MESSAGES` of the contracts:
 * the schema's own limits (a choice left empty, a tag too long), which the API's schema refuses
 * too.
 */
export const CONDITION_MESSAGES = {
  ageRange: `อายุต้องเป็นจำนวนเต็ม 0–${AGE_MAX} ปี`,
  sexRequired: 'กรุณาเลือกเพศอย่างน้อย 1 เพศ',
  provinceRequired: 'กรุณาเลือกจังหวัดอย่างน้อย 1 จังหวัด',
  tagsRequired: 'กรุณาระบุแท็กอย่างน้อย 1 แท็ก',
  tagsTooMany: `ระบุแท็กได้ไม่เกิน ${CITIZEN_TAGS_MAX} แท็ก`,
  tagTooLong: `แท็กต้องไม่เกิน ${CITIZEN_TAG_MAX_LENGTH} ตัวอักษร`,
  tagInvalid: 'แท็กต้องไม่มีเครื่องหมายจุลภาค (,) หรือ | และไม่ขึ้นต้นหรือลงท้ายด้วยช่องว่าง',
  cidListRequired: 'กรุณาอัปโหลดไฟล์รายการเลขประจำตัวประชาชน',
  conditionsTooMany: (max: number) => `เพิ่มเงื่อนไขได้ไม่เกิน ${max} ข้อ`,
} as const;
