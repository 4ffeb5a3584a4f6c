/**
 * The Thai citizen ID (CID): 13 digits, the last a check digit over the first twelve,
 * d13 = (11 − (Σ_{i=1..12} dᵢ·(14 − i)) mod 11) mod 10. One rule for the forms, the importers and
 * the API.
 */
export const CID_LENGTH = 13;

export const CID_MESSAGES = {
  required: 'กรุณากรอกเลขประจำตัวประชาชน',
  notDigits: 'เลขประจำตัวประชาชนต้องเป็นตัวเลขเท่านั้น',
  length: `เลขประจำตัวประชาชนต้องมี ${CID_LENGTH} หลัก`,
  checkDigit: 'เลขประจำตัวประชาชนไม่ถูกต้อง (เลขตรวจสอบหลักสุดท้ายไม่ตรง)',
} as const;

export type CidProblem = keyof typeof CID_MESSAGES;

/** The check digit of the first twelve digits of `digits`. */
export function cidCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < CID_LENGTH - 1; i++) sum += Number(digits[i]) * (CID_LENGTH - i);
  return (11 - (sum % 11)) % 10;
}

/** Spaces and dashes people type between the groups (1-2345-67890-12-3) are not part of it. */
export function normaliseCid(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** What is wrong with `text` as a CID (after `normaliseCid`), or null when it is one. */
export function cidProblem(text: string): CidProblem | null {
  const cid = normaliseCid(text);
  if (cid === '') return 'required';
  if (!/^[0-9]+$/.test(cid)) return 'notDigits';
  if (cid.length !== CID_LENGTH) return 'length';
  return cidCheckDigit(cid) === Number(cid[CID_LENGTH - 1]) ? null : 'checkDigit';
}

export function isValidCid(text: string): boolean {
  return cidProblem(text) === null;
}

/** A CID as lists show it: its first five and its last digit, the rest hidden (1-2345-xxxxx-xx-1). */
export function maskCid(cid: string): string {
  const digits = normaliseCid(cid);
  return `${digits.slice(0, 1)}-${digits.slice(1, 5)}-xxxxx-xx-${digits.slice(12, 13)}`;
}

/**
 * A full CID as it is printed on the ID card, in its five groups: 1-2345-67890-12-3. Anything
 * that is not 13 digits is given back as typed.
 */
export function formatCid(cid: string): string {
  const digits = normaliseCid(cid);
  if (!/^[0-9]+$/.test(digits) || digits.length !== CID_LENGTH) return cid;
  return [
    digits.slice(0, 1),
    digits.slice(1, 5),
    digits.slice(5, 10),
    digits.slice(10, 12),
    digits.slice(12),
  ].join('-');
}
