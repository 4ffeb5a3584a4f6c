import fc from 'fast-check';
import { CID_TEXT_SEPARATORS, THAI_DIGITS, cidCheckDigit } from '@hbc/contracts';

const toThai = (digits: string) =>
  [...digits].map((digit) => THAI_DIGITS.charAt(Number(digit))).join('');
const grouped = (cid: string, separator: string) =>
  [cid.slice(0, 1), cid.slice(1, 5), cid.slice(5, 10), cid.slice(10, 12), cid.slice(12)].join(
    separator,
  );

/** The ways a CID (13 ASCII digits) is written in free text that the review tried, and more. */
export const CID_SPELLINGS = {
  plain: (cid: string) => cid,
  thai: (cid: string) => toThai(cid),
  dotted: (cid: string) => grouped(cid, '.'),
  spaced: (cid: string) => grouped(cid, ' '),
  noBreakSpaced: (cid: string) => grouped(cid, '\u00a0'),
  dashed: (cid: string) => grouped(cid, '-'),
  thaiDashed: (cid: string) => grouped(toThai(cid), '-'),
} as const;
export type CidSpelling = keyof typeof CID_SPELLINGS;
export const SPELLING_NAMES = Object.keys(CID_SPELLINGS) as CidSpelling[];

const SEPARATOR_CLASS = `[${CID_TEXT_SEPARATORS.replace('-', '\\-')}]`;

/**
 * Which of `cids` are written in `text`, in any spelling: Thai digits read as ASCII and one
 * separator between two digits dropped, the digits are looked for anywhere (also inside longer
 * numbers, which is stricter than the masking rule).
 */
export function fullCidsIn(text: string, cids: readonly string[]): string[] {
  const digits = [...text]
    .map((char) => (THAI_DIGITS.includes(char) ? String(THAI_DIGITS.indexOf(char)) : char))
    .join('')
    .replace(new RegExp(`(?<=\\d)${SEPARATOR_CLASS}(?=\\d)`, 'g'), '');
  return cids.filter((cid) => digits.includes(cid));
}

const ASCII_DIGITS = '0123456789';

/** A valid CID spelled any way: each digit ASCII or Thai, each gap empty or one separator. */
export const spelledCid = fc
  .string({ unit: fc.constantFrom(...ASCII_DIGITS), minLength: 12, maxLength: 12 })
  .chain((first12) => {
    const cid = `${first12}${cidCheckDigit(first12)}`;
    return fc
      .tuple(
        fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }),
        fc.array(fc.option(fc.constantFrom(...CID_TEXT_SEPARATORS), { nil: '' }), {
          minLength: 12,
          maxLength: 12,
        }),
      )
      .map(([thai, gaps]) =>
        [...cid].map((digit, i) => (thai[i] ? toThai(digit) : digit) + (gaps[i] ?? '')).join(''),
      );
  });

/**
 * Text of the characters the masking rule reads (digits of both kinds, every separator) among
 * others (Thai, Latin, any character), with spelled CIDs in it.
 */
export const textWithCids = fc
  .array(
    fc.oneof(
      spelledCid,
      fc.string({
        unit: fc.oneof(
          fc.constantFrom(...ASCII_DIGITS, ...THAI_DIGITS, ...CID_TEXT_SEPARATORS),
          fc.constantFrom(...'กขคabc,/x'),
          fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
        ),
        maxLength: 30,
      }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));
