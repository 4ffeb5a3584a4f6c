import { Type, type Static } from '@sinclair/typebox';
import { stringEnum } from '../list-query-schema';
import {
  CITIZEN_TAG_MAX_LENGTH,
  CITIZEN_TAG_PATTERN,
  CITIZEN_TAGS_MAX,
  FOLLOW_STATUSES,
  LINE_USER_ID_PATTERN,
  SEXES,
} from './citizen-fields';

/**
 * Loading citizens (the audience): by Super Admin from a CSV or XLSX file, or by the programme's
 * registry through `POST /api/citizen/import`. Both are idempotent by the CID's keyed hash: the
 * same rows again change nothing.
 */
export const CITIZEN_IMPORT_BATCH_MAX = 10_000;
export const CITIZEN_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const CITIZEN_FILE_MAX_ROWS = 1_000_000;
/** How many problem rows an import's answer lists (the counts cover them all). */
export const CITIZEN_IMPORT_PROBLEMS_SHOWN = 1_000;

/** One citizen as the registry sends it. A missing field keeps what is stored. */
export const CitizenImportRow = Type.Object(
  {
    cid: Type.String({ maxLength: 40 }),
    /** 5-digit hcode of the unit the citizen is registered with. */
    unitHcode: Type.String({ maxLength: 20 }),
    /** Official province code (10 = Bangkok). */
    provinceCode: Type.Optional(Type.Integer()),
    /** 'YYYY-MM-DD' (Christian era). */
    birthDate: Type.Optional(Type.String({ maxLength: 20 })),
    sex: Type.Optional(stringEnum(SEXES)),
    tags: Type.Optional(
      Type.Array(
        Type.String({
          minLength: 1,
          maxLength: CITIZEN_TAG_MAX_LENGTH,
          pattern: CITIZEN_TAG_PATTERN,
        }),
        { maxItems: CITIZEN_TAGS_MAX },
      ),
    ),
    lineUserId: Type.Optional(Type.String({ pattern: LINE_USER_ID_PATTERN })),
    /** Taken only for a citizen LINE has not told us about yet (webhook events decide after). */
    followStatus: Type.Optional(stringEnum(FOLLOW_STATUSES)),
    /** ISO 8601 */
    followedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type CitizenImportRow = Static<typeof CitizenImportRow>;

/** `POST /api/citizen/import`: one batch of the registry's citizens. */
export const CitizenImportBody = Type.Object(
  { rows: Type.Array(CitizenImportRow, { minItems: 1, maxItems: CITIZEN_IMPORT_BATCH_MAX }) },
  { additionalProperties: false },
);
export type CitizenImportBody = Static<typeof CitizenImportBody>;

export const CITIZEN_IMPORT_MESSAGES = {
  unknownUnit: 'ไม่พบหน่วยบริการรหัสนี้',
  unknownProvince: 'ไม่พบจังหวัดนี้',
  badBirthDate: 'วันเกิดไม่ถูกต้อง',
  futureBirthDate: 'วันเกิดต้องไม่เป็นวันในอนาคต',
  badSex: 'เพศไม่ถูกต้อง (ชาย / หญิง / ไม่ระบุ)',
  badTag: 'แท็กไม่ถูกต้อง',
  badLineUserId: 'LINE userId ไม่ถูกต้อง',
  lineUserIdTaken: 'LINE userId นี้เป็นของประชาชนคนอื่นแล้ว',
  badFollowStatus: 'สถานะการติดตามไม่ถูกต้อง',
  badFollowedAt: 'วันที่ติดตามไม่ถูกต้อง',
  duplicateInBatch: (firstRow: number) => `ซ้ำกับแถวที่ ${firstRow}`,
  fileUnreadable: 'อ่านไฟล์ไม่ได้ รองรับเฉพาะไฟล์ CSV (UTF-8) หรือ XLSX',
  fileEmpty: 'ไม่พบข้อมูลประชาชนในไฟล์',
  fileTooLarge: 'ไฟล์มีขนาดใหญ่เกิน 50 MB',
  tooManyRows: `ไฟล์มีเกิน ${CITIZEN_FILE_MAX_ROWS.toLocaleString('en-US')} แถว กรุณาแบ่งไฟล์`,
  missingColumns: (names: string) => `ไม่พบคอลัมน์ ${names} ในไฟล์`,
  importGone: 'ไม่พบรายการนำเข้านี้',
  importFailed: 'นำเข้าไม่สำเร็จ กรุณาลองอีกครั้ง (แถวที่นำเข้าแล้วจะไม่ซ้ำ)',
} as const;

/** `POST /api/citizen/import-file` (Super Admin): a CSV or XLSX file, read in the background. */
export const CitizenFileImportBody = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
    base64: Type.String({
      minLength: 1,
      maxLength: Math.ceil(CITIZEN_FILE_MAX_BYTES / 3) * 4 + 200,
    }),
  },
  { additionalProperties: false },
);
export type CitizenFileImportBody = Static<typeof CitizenFileImportBody>;

export const CITIZEN_FILE_IMPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type CitizenFileImportStatus = (typeof CITIZEN_FILE_IMPORT_STATUSES)[number];

/**
 * The file's columns, found by their header (Thai or English, any case). CID and unit are
 * required; a missing optional column keeps what is stored.
 */
export const CITIZEN_FILE_COLUMNS = {
  cid: ['เลขประจำตัวประชาชน', 'เลขบัตรประชาชน', 'cid'],
  unitHcode: ['รหัสหน่วยบริการ', 'hcode', 'unit_hcode'],
  provinceCode: ['รหัสจังหวัด', 'province_code', 'จังหวัด', 'province'],
  birthDate: ['วันเกิด', 'birth_date', 'birthdate'],
  sex: ['เพศ', 'sex'],
  tags: ['แท็ก', 'tags'],
  lineUserId: ['line userid', 'line_user_id', 'lineuserid'],
  followStatus: ['สถานะการติดตาม', 'follow_status'],
  followedAt: ['วันที่ติดตาม', 'followed_at'],
} as const;
