import { Type, type Static } from '@sinclair/typebox';
import { requiredText } from '../field-rules';
import { type ListQuery } from '../list-query';
import { listQuerySchema } from '../list-query-schema';

/**
 * The excluded-CID list (Super Admin's 'limit CID sending'): citizens whose CID is on it never
 * receive a broadcast. A CID is personal data: it is stored hashed and encrypted, listed masked
 * (`maskCid`), and answered in full only by the reveal call, which is logged.
 */
export const CID_REASON_MAX_LENGTH = 500;
/** The longest text the CID field takes (13 digits with dashes and spaces to spare). */
export const CID_INPUT_MAX_LENGTH = 40;
/** Largest file the importer reads, and most rows in it. */
export const CID_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const CID_IMPORT_MAX_ROWS = 200_000;
/** How many problem rows and valid rows a preview lists (the counts cover them all). */
export const CID_IMPORT_PREVIEW_ROWS = 1_000;
/** An import not confirmed within this time is forgotten. */
export const CID_IMPORT_LIFETIME_HOURS = 24;

export const EXCLUDED_CID_MESSAGES = {
  reasonRequired: 'กรุณากรอกเหตุผล',
  alreadyExcluded: 'เลขประจำตัวประชาชนนี้อยู่ในรายการแล้ว',
  duplicateInFile: (firstRow: number) => `ซ้ำกับแถวที่ ${firstRow} ในไฟล์`,
  alreadyInList: 'อยู่ในรายการจำกัดการส่งแล้ว',
  fileUnreadable: 'อ่านไฟล์ไม่ได้ รองรับเฉพาะไฟล์ CSV (UTF-8) หรือ XLSX',
  fileEmpty: 'ไม่พบเลขประจำตัวประชาชนในไฟล์',
  fileTooLarge: 'ไฟล์มีขนาดใหญ่เกิน 10 MB',
  tooManyRows: `ไฟล์มีเกิน ${CID_IMPORT_MAX_ROWS.toLocaleString('en-US')} แถว กรุณาแบ่งไฟล์`,
  noCidColumn: 'ไม่พบคอลัมน์เลขประจำตัวประชาชนในไฟล์',
  nothingToImport: 'ไม่มีแถวที่นำเข้าได้',
  importGone: 'ไม่พบรายการนำเข้านี้ (หมดอายุหรือยืนยันไปแล้ว) กรุณาอัปโหลดไฟล์อีกครั้ง',
} as const;

/** `POST /api/setting/cid`: one CID with its reason. The CID is checked with `cidProblem`. */
export const NewExcludedCidBody = Type.Object(
  {
    cid: Type.String({ maxLength: CID_INPUT_MAX_LENGTH }),
    reason: requiredText(CID_REASON_MAX_LENGTH),
  },
  { additionalProperties: false },
);
export type NewExcludedCidBody = Static<typeof NewExcludedCidBody>;

export const EXCLUDED_CID_SORT_FIELDS = ['createdAt', 'reason', 'createdByName'] as const;
export type ExcludedCidSortField = (typeof EXCLUDED_CID_SORT_FIELDS)[number];

/**
 * `POST /api/setting/cid/list` and its export. The search matches a full CID (13 digits, dashes
 * allowed) by its hash, and otherwise the reason or the name of who added it.
 */
export const EXCLUDED_CID_LIST_DECLARATION = { sort: EXCLUDED_CID_SORT_FIELDS, filters: {} };
export const ExcludedCidListBody = listQuerySchema(EXCLUDED_CID_LIST_DECLARATION);
export type ExcludedCidListQuery = ListQuery<ExcludedCidSortField>;

/** `POST /api/setting/cid/import`: a CSV or XLSX file, read by the API, answered by a preview. */
export const CidImportBody = Type.Object(
  {
    fileName: requiredText(255),
    /** The reason for rows that carry none in the file. */
    reason: requiredText(CID_REASON_MAX_LENGTH),
    /** The file, base64 (a data URL is accepted too). */
    base64: Type.String({ minLength: 1, maxLength: Math.ceil(CID_IMPORT_MAX_BYTES / 3) * 4 + 200 }),
  },
  { additionalProperties: false },
);
export type CidImportBody = Static<typeof CidImportBody>;

export const CID_IMPORT_ROW_KINDS = ['valid', 'invalid', 'duplicate', 'alreadyExcluded'] as const;
export type CidImportRowKind = (typeof CID_IMPORT_ROW_KINDS)[number];

export const CID_IMPORT_ROW_KIND_LABELS: Record<CidImportRowKind, string> = {
  valid: 'นำเข้าได้',
  invalid: 'ไม่ถูกต้อง',
  duplicate: 'ซ้ำในไฟล์',
  alreadyExcluded: 'มีในรายการแล้ว',
};
