import { CID_LENGTH, normaliseCid } from '@hbc/contracts';

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
