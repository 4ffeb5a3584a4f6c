// Apart from the schemas (field-rules.ts): a form that shows these texts loads no schema library.

/** Longest name of a person, unit or province the product stores. */
export const NAME_MAX_LENGTH = 200;

/** Texts shared by every form (console) and validation answer (API). */
export const FIELD_MESSAGES = {
  required: 'กรุณากรอกข้อมูล',
  choose: 'กรุณาเลือกข้อมูล',
  tooLong: (max: number) => `ต้องไม่เกิน ${max} ตัวอักษร`,
} as const;
