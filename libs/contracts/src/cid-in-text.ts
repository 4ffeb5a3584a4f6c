import { CID_LENGTH, cidCheckDigit, maskCid } from './cid';

/** Thai digits, ๐ to ๙, read as 0 to 9. */
export const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';

/**
 * What may stand between two digits of a CID written in text, one character per gap: a space
 * (plain, tab, no-break, figure or narrow no-break), a dot, or a dash (hyphen, non-breaking
 * hyphen, figure, en or em dash, minus sign).
 */
export const CID_TEXT_SEPARATORS = ' \t\u00a0\u2007\u202f.-\u2010\u2011\u2012\u2013\u2014\u2212';

const ASCII_ZERO = 0x30;
const THAI_ZERO = 0x0e50;

/** The value of the digit at `index` of `text` (ASCII or Thai), or -1 when it is none. */
function digitAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code >= ASCII_ZERO && code <= ASCII_ZERO + 9) return code - ASCII_ZERO;
  if (code >= THAI_ZERO && code <= THAI_ZERO + 9) return code - THAI_ZERO;
  return -1;
}

const isDigitAt = (text: string, index: number) => digitAt(text, index) >= 0;
const isSeparatorAt = (text: string, index: number) =>
  index < text.length && CID_TEXT_SEPARATORS.includes(text.charAt(index));

/**
 * The valid CID written from `start` (a digit that follows no digit): 13 digits, each gap empty
 * or one separator, followed by no digit, with its check digit right. Answers its ASCII digits
 * and where it ends, or null.
 */
function cidFrom(text: string, start: number): { digits: string; end: number } | null {
  let digits = '';
  let at = start;
  for (;;) {
    digits += String(digitAt(text, at));
    at += 1;
    if (digits.length === CID_LENGTH) break;
    if (isSeparatorAt(text, at) && isDigitAt(text, at + 1)) at += 1;
    else if (!isDigitAt(text, at)) return null;
  }
  if (isDigitAt(text, at)) return null;
  return cidCheckDigit(digits) === Number(digits[CID_LENGTH - 1]) ? { digits, end: at } : null;
}

/** `text` with each valid CID found scanning once from the left replaced by its mask. */
function maskOnce(text: string): string {
  let masked = '';
  let copied = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (!isDigitAt(text, at) || (at > 0 && isDigitAt(text, at - 1))) continue;
    const cid = cidFrom(text, at);
    if (!cid) continue;
    masked += text.slice(copied, at) + maskCid(cid.digits);
    copied = cid.end;
    at = cid.end - 1;
  }
  return copied === 0 ? text : masked + text.slice(copied);
}

/**
 * `text` with every valid CID in it masked as lists show a CID (1-2345-xxxxx-xx-1), however it
 * was written: ASCII or Thai digits (mixed too), contiguous or with one separator between digits
 * (`CID_TEXT_SEPARATORS`). Only 13 digits whose check digit is right count, and not when a digit
 * touches either end: a 14-digit number, or 13 digits that fail the check, are left as they are.
 *
 * A mask keeps six digits, which may make a CID with the digits around it: masking is repeated
 * until nothing changes, so that no CID is left in the answer and masking it again changes nothing.
 */
export function maskCidsInText(text: string): string {
  let current = text;
  for (;;) {
    const next = maskOnce(current);
    if (next === current) return current;
    current = next;
  }
}
