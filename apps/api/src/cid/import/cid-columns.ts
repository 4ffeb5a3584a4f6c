/** Where a file keeps the CIDs and, if it has one, a reason per row. */
export interface CidColumns {
  cid: number;
  reason: number | null;
  /** Whether the first record is a header (and so no data). */
  hasHeader: boolean;
}

/** A header cell reduced to what names it: lower case, without spaces, '_', '-', '.' or ':'. */
export const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_.:-]/g, '');

/** Headers of a CID column: Thai names (anything about the citizen's ID number) and English ones. */
const CID_HEADERS = new Set([
  'เลขประจำตัวประชาชน',
  'เลขบัตรประชาชน',
  'เลขที่บัตรประชาชน',
  'เลขบัตรประจำตัวประชาชน',
  'เลขประชาชน',
  'บัตรประชาชน',
  'เลขบัตร',
  'cid',
  'citizenid',
  'nationalid',
  'idcard',
  'pid',
]);
const REASON_HEADERS = new Set(['เหตุผล', 'หมายเหตุ', 'reason', 'note', 'remark']);

const isCidHeader = (cell: string) => {
  const key = headerKey(cell);
  return CID_HEADERS.has(key) || (key.includes('ประชาชน') && key.startsWith('เลข'));
};
const isReasonHeader = (cell: string) => REASON_HEADERS.has(headerKey(cell));

/**
 * The columns of a file given its first non-blank record: a header naming the CID column (and,
 * optionally, a reason column), or no header at all when its first cell holds digits (the CIDs
 * are then the first column). Null when the first record is text that names no CID column.
 */
export function cidColumnsOf(first: readonly string[]): CidColumns | null {
  const cid = first.findIndex(isCidHeader);
  if (cid !== -1) {
    const reason = first.findIndex(isReasonHeader);
    return { cid, reason: reason === -1 ? null : reason, hasHeader: true };
  }
  return /\d/.test(first[0] ?? '') ? { cid: 0, reason: null, hasHeader: false } : null;
}
