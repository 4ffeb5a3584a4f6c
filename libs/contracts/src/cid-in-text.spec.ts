import fc from 'fast-check';
import { cidCheckDigit, maskCid } from './cid';
import { CID_TEXT_SEPARATORS, THAI_DIGITS, maskCidsInText } from './cid-in-text';

const ASCII_DIGITS = '0123456789';
const SEPARATORS = [...CID_TEXT_SEPARATORS];
const thaiDigit = (digit: string) => THAI_DIGITS.charAt(Number(digit));

const digitString = (length: number) =>
  fc.string({ unit: fc.constantFrom(...ASCII_DIGITS), minLength: length, maxLength: length });

/** A valid CID (ASCII digits). */
const validCid = digitString(12).map((first12) => `${first12}${cidCheckDigit(first12)}`);
/** Thirteen digits whose last is not the check digit of the first twelve. */
const wrongCid = fc
  .tuple(digitString(12), fc.integer({ min: 1, max: 9 }))
  .map(([first12, shift]) => `${first12}${(cidCheckDigit(first12) + shift) % 10}`);

/** `digits` as someone may write them: each digit ASCII or Thai, each gap empty or one separator. */
const spelled = (digits: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: digits.length, maxLength: digits.length }),
      fc.array(fc.option(fc.constantFrom(...SEPARATORS), { nil: '' }), {
        minLength: digits.length - 1,
        maxLength: digits.length - 1,
      }),
    )
    .map(([thai, gaps]) =>
      [...digits]
        .map((digit, i) => (thai[i] ? thaiDigit(digit) : digit) + (gaps[i] ?? ''))
        .join(''),
    );
const spelledCid = validCid.chain((cid) => spelled(cid).map((spelling) => ({ cid, spelling })));

const isDigit = (char: string) => ASCII_DIGITS.includes(char) || THAI_DIGITS.includes(char);
/** Text of digits, separators, Thai, Latin and anything else. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...ASCII_DIGITS, ...THAI_DIGITS, ...SEPARATORS),
    fc.constantFrom(...'กขคabc,/x'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
  ),
  maxLength: 40,
});
/** Text whose last character is not a digit (a prefix) and one whose first is not (a suffix). */
const before = anyText.map((text) => (isDigit(text.slice(-1)) ? `${text}ก` : text));
const after = anyText.map((text) => (isDigit(text.charAt(0)) ? `ก${text}` : text));
/** A character that is neither a digit nor a separator. */
const plain = fc.constantFrom(...'กขab,/()');

/** `text` in ASCII digits with every separator between two digits dropped. */
const digitsOf = (text: string) =>
  [...text]
    .map((char) => (THAI_DIGITS.includes(char) ? String(THAI_DIGITS.indexOf(char)) : char))
    .join('')
    .replace(new RegExp(`(?<=\\d)[${CID_TEXT_SEPARATORS.replace('-', '\\-')}](?=\\d)`, 'g'), '');

describe('maskCidsInText', () => {
  it('masks the CIDs of the review: plain, Thai digits, dotted and spaced', () => {
    expect(maskCidsInText('s 1568187572519')).toBe('s 1-5681-xxxxx-xx-9');
    expect(maskCidsInText('เหตุผล ๑๑๙๙๖๕๓๗๗๑๔๙๑ ขอไม่รับ')).toBe('เหตุผล 1-1996-xxxxx-xx-1 ขอไม่รับ');
    expect(maskCidsInText('1.7683.16990.39.5')).toBe('1-7683-xxxxx-xx-5');
    expect(maskCidsInText('(1 7683 16990 39 5)')).toBe('(1-7683-xxxxx-xx-5)');
    expect(maskCidsInText('1\u00a07683\u00a016990\u00a039\u00a05')).toBe('1-7683-xxxxx-xx-5');
    expect(maskCidsInText('cids-1-7683-16990-39-5.csv')).toBe('cids-1-7683-xxxxx-xx-5.csv');
    expect(maskCidsInText('๑5๖8187๕๗๒519 และ 1568187572519')).toBe(
      '1-5681-xxxxx-xx-9 และ 1-5681-xxxxx-xx-9',
    );
  });

  it('masks again what a mask makes into a CID with the digits before it', () => {
    // 10000008 and the mask's 1-5681 are 13 digits, one separator apart, with a valid check digit.
    expect(maskCidsInText('10000008 1568187572519')).toBe('1-0000-xxxxx-xx-1-xxxxx-xx-9');
  });

  it('leaves ordinary numbers alone: a wrong check digit, a 14-digit number, two spaces', () => {
    for (const text of [
      '1568187572518',
      '15681875725190',
      '0 15681875725190',
      '1  7683 16990 39 5',
      'โทร 0812345678 หน่วย 10669',
      '1,568,187,572,519',
    ]) {
      expect(maskCidsInText(text)).toBe(text);
    }
  });

  it('masks any valid CID in any spelling inside any text, and leaves no full CID (property)', () => {
    fc.assert(
      fc.property(before, spelledCid, after, (head, { cid, spelling }, tail) => {
        const masked = maskCidsInText(`${head}${spelling}${tail}`);
        expect(digitsOf(masked)).not.toContain(cid);
        expect(maskCidsInText(masked)).toBe(masked);
      }),
      { numRuns: 3_000 },
    );
  });

  it('puts the CID’s own mask in its place when plain text surrounds it (property)', () => {
    fc.assert(
      fc.property(
        anyText,
        plain,
        spelledCid,
        plain,
        anyText,
        (head, left, { cid, spelling }, right, tail) => {
          const masked = maskCidsInText(`${head}${left}${spelling}${right}${tail}`);
          expect(masked).toBe(
            `${maskCidsInText(head)}${left}${maskCid(cid)}${right}${maskCidsInText(tail)}`,
          );
        },
      ),
      { numRuns: 3_000 },
    );
  });

  /** A number that is no CID: up to 12 digits or a wrong check digit, spelled; or 14+ digits. */
  const notCid = fc.oneof(
    fc.integer({ min: 1, max: 12 }).chain((length) => digitString(length).chain(spelled)),
    wrongCid.chain(spelled),
    fc.integer({ min: 14, max: 20 }).chain(digitString),
  );
  const words = fc.string({ unit: fc.constantFrom(...'กขคabc, /()'), minLength: 1, maxLength: 8 });

  it('gives back text with no valid CID as it is (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(notCid, plain, words)), (parts) => {
        const text = parts.map(([number, gap, word]) => `${number}${gap}${word}`).join('');
        expect(maskCidsInText(text)).toBe(text);
      }),
      { numRuns: 3_000 },
    );
  });

  it('changes nothing the second time (property)', () => {
    const withCids = fc
      .array(
        fc.oneof(
          anyText,
          spelledCid.map(({ spelling }) => spelling),
        ),
        { maxLength: 6 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(withCids, (text) => {
        const masked = maskCidsInText(text);
        expect(maskCidsInText(masked)).toBe(masked);
      }),
      { numRuns: 3_000 },
    );
  });
});
