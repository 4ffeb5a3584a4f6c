import { CID_MESSAGES, cidCheckDigit, cidProblem, isValidCid, maskCid, normaliseCid } from './cid';

/** The CID with the first twelve digits `first12` and its own check digit. */
const withCheckDigit = (first12: string) => `${first12}${cidCheckDigit(first12)}`;

describe('Thai citizen ID', () => {
  it('computes the check digit by the published rule', () => {
    // 1·13 + 1·12 + 0 … + 0 = 25; 25 mod 11 = 3; (11 − 3) mod 10 = 8.
    expect(cidCheckDigit('110000000000')).toBe(8);
    // Σ = 0 → (11 − 0) mod 10 = 1; Σ = 12 → 12 mod 11 = 1 → 10 mod 10 = 0.
    expect(cidCheckDigit('000000000000')).toBe(1);
    expect(cidCheckDigit('010000000000')).toBe(0);
    expect(cidCheckDigit('000000000001')).toBe(9);
    expect(cidCheckDigit('100000000000')).toBe(9);
  });

  it('accepts a CID whose last digit is its check digit, typed with or without dashes', () => {
    expect(isValidCid('1100000000008')).toBe(true);
    expect(isValidCid('1-1000-00000-00-8')).toBe(true);
    expect(isValidCid(' 1 1000 00000 00 8 ')).toBe(true);
  });

  it('names what is wrong: empty, not digits, length, check digit', () => {
    expect(cidProblem('')).toBe('required');
    expect(cidProblem(' - ')).toBe('required');
    expect(cidProblem('11000000000a8')).toBe('notDigits');
    expect(cidProblem('๑๑๐๐๐๐๐๐๐๐๐๐๘')).toBe('notDigits');
    expect(cidProblem('110000000000')).toBe('length');
    expect(cidProblem('11000000000080')).toBe('length');
    expect(cidProblem('1100000000007')).toBe('checkDigit');
    expect(CID_MESSAGES.checkDigit).toContain('เลขตรวจสอบ');
  });

  it('refuses every other last digit of any CID (each of many generated ones)', () => {
    let seed = 12345;
    for (let n = 0; n < 500; n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const first12 = String(seed).padStart(12, '0').slice(-12);
      const valid = withCheckDigit(first12);
      expect(cidProblem(valid)).toBeNull();
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === valid[12]) continue;
        expect(cidProblem(`${first12}${digit}`)).toBe('checkDigit');
      }
    }
  });

  it('masks all but the first five and the last digit', () => {
    expect(maskCid('1234567890121')).toBe('1-2345-xxxxx-xx-1');
    expect(maskCid('1-2345-67890-12-1')).toBe('1-2345-xxxxx-xx-1');
    expect(normaliseCid('1-2345 67890-12-1')).toBe('1234567890121');
  });
});
