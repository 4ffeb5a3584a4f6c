/**
 * Message templates: a broadcast's messages kept under a name, to start new broadcasts from. LV3
 * keeps its unit's; Super Admin keeps the shared ones (no unit), which every unit may use.
 */
export const TEMPLATE_NAME_MAX_LENGTH = 100;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'กรุณากรอกชื่อเทมเพลต',
  nameTaken: 'มีเทมเพลตชื่อนี้แล้ว',
  sharedReadOnly: 'เทมเพลตส่วนกลางแก้ไขหรือลบได้เฉพาะผู้ดูแลระบบส่วนกลาง',
  notFound: 'ไม่พบเทมเพลตนี้',
} as const;

export const TEMPLATE_SORT_FIELDS = ['updatedAt', 'name'] as const;
export type TemplateSortField = (typeof TEMPLATE_SORT_FIELDS)[number];

/** Whose template it is, as the list says it. */
export const TEMPLATE_OWNER_LABELS = { unit: 'หน่วยบริการ', shared: 'ส่วนกลาง' } as const;
