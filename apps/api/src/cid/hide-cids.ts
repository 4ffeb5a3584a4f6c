import { maskCid } from '@hbc/contracts';

/** 13 digits, a space or dash allowed between any two, not part of a longer run of digits. */
const CID_LIKE = /(?<!\d)\d(?:[\s-]?\d){12}(?!\d)/g;

/**
 * `text` (a reason, a file name) with every 13-digit number in it masked like the list shows
 * CIDs, so that a CID typed into free text never reaches a list, an export or the activity log.
 */
export function hideCids(text: string): string {
  return text.replace(CID_LIKE, (digits) => maskCid(digits));
}
