import {
  CITIZEN_FILE_COLUMNS,
  cidCheckDigit,
  DEMO_HOSPITAL,
  FOLLOW_STATUS_LABELS,
  formatCid,
  SEX_LABELS,
} from '@hbc/contracts';

/** One column of the citizen file, as the import dialog explains it and the template holds it. */
export interface CitizenFileColumn {
  /** The template's header: one of the column's names the API looks for. */
  header: string;
  required: boolean;
  /** Thai: what the column holds. */
  description: string;
  /** The template's example value. */
  example: string;
}

export type CitizenFileColumnKey = keyof typeof CITIZEN_FILE_COLUMNS;

const EXAMPLE_CID_FIRST12 = '123456789012';

/**
 * The columns of a citizen file, in the template's order. Keyed by the contract's columns, so a
 * column added there must be explained here. Dashes keep the CID text when a spreadsheet opens it.
 */
export const CITIZEN_FILE_GUIDE: Record<CitizenFileColumnKey, CitizenFileColumn> = {
  cid: {
    header: 'เลขประจำตัวประชาชน',
    required: true,
    description: '13 หลัก มีขีดหรือไม่มีก็ได้',
    example: formatCid(`${EXAMPLE_CID_FIRST12}${cidCheckDigit(EXAMPLE_CID_FIRST12)}`),
  },
  unitHcode: {
    header: 'รหัสหน่วยบริการ',
    required: true,
    description: 'รหัส 5 หลักของหน่วยบริการที่ประชาชนลงทะเบียน',
    example: DEMO_HOSPITAL.hcode,
  },
  provinceCode: {
    header: 'รหัสจังหวัด',
    required: false,
    description: 'รหัสจังหวัด 2 หลัก เช่น 10 คือกรุงเทพมหานคร',
    example: DEMO_HOSPITAL.provinceCode,
  },
  birthDate: {
    header: 'วันเกิด',
    required: false,
    description: 'ปี ค.ศ.-เดือน-วัน เช่น 1985-04-12',
    example: '1985-04-12',
  },
  sex: {
    header: 'เพศ',
    required: false,
    description: Object.values(SEX_LABELS).join(' / '),
    example: SEX_LABELS.FEMALE,
  },
  tags: {
    header: 'แท็ก',
    required: false,
    description: 'กลุ่มของประชาชน เช่น กลุ่มโรค คั่นหลายแท็กด้วย |',
    example: 'เบาหวาน|ความดันโลหิตสูง',
  },
  lineUserId: {
    header: 'LINE userId',
    required: false,
    description: 'U ตามด้วยเลขฐานสิบหก 32 ตัว',
    example: 'U4af4980629a1b2c3d4e5f60718293a4b',
  },
  followStatus: {
    header: 'สถานะการติดตาม',
    required: false,
    description: Object.values(FOLLOW_STATUS_LABELS).join(' / '),
    example: FOLLOW_STATUS_LABELS.FOLLOWING,
  },
  followedAt: {
    header: 'วันที่ติดตาม',
    required: false,
    description: 'ปี ค.ศ.-เดือน-วัน เช่น 2025-01-15',
    example: '2025-01-15',
  },
};

export const CITIZEN_TEMPLATE_FILE_NAME = 'แบบฟอร์มนำเข้าข้อมูลประชาชน.csv';

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

const csvLine = (values: readonly string[]) => values.map(csvField).join(',');

/**
 * The template: UTF-8 with a byte order mark (spreadsheets then read the Thai headers as Thai),
 * the headers and one example row.
 */
export function citizenTemplateCsv(): string {
  const columns = Object.values(CITIZEN_FILE_GUIDE);
  return `\uFEFF${csvLine(columns.map((c) => c.header))}\r\n${csvLine(columns.map((c) => c.example))}\r\n`;
}

/** The template as a link's address: saved under `CITIZEN_TEMPLATE_FILE_NAME` by `download`. */
export function citizenTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(citizenTemplateCsv())}`;
}
