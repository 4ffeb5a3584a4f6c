import fc from 'fast-check';
import {
  CID_MESSAGES,
  cidCheckDigit,
  cidProblem,
  formatCid,
  isValidCid,
  maskCid,
  normaliseCid,
} from './cid';

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

  /** Twelve digits, as a CID's first twelve. */
  const first12s = fc.string({
    unit: fc.constantFrom(...'0123456789'),
    minLength: 12,
    maxLength: 12,
  });
  /** Σ dᵢ·(14 − i) mod 11 of the first twelve digits. */
  const residue = (digits: string) =>
    [...digits.slice(0, 12)].reduce((sum, d, i) => sum + Number(d) * (13 - i), 0) % 11;

  it('accepts every CID made of twelve digits and their check digit (property)', () => {
    fc.assert(
      fc.property(first12s, (first12) => {
        const cid = withCheckDigit(first12);
        expect(cidProblem(cid)).toBeNull();
        expect(isValidCid(formatCid(cid))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses every change of the last digit of a valid CID (property)', () => {
    fc.assert(
      fc.property(first12s, fc.integer({ min: 1, max: 9 }), (first12, shift) => {
        const valid = withCheckDigit(first12);
        const changed = `${first12}${(Number(valid[12]) + shift) % 10}`;
        expect(cidProblem(changed)).toBe('checkDigit');
      }),
      { numRuns: 2_000 },
    );
  });

  // The published rule cannot see every single-digit change: the third digit weighs 11 (≡ 0 mod
  // 11), and sums ≡ 0 and ≡ 10 (mod 11) both give check digit 1. Every other change is refused.
  it('refuses every single-digit change among the first twelve the rule can see (property)', () => {
    fc.assert(
      fc.property(
        first12s,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (first12, position, shift) => {
          const valid = withCheckDigit(first12);
          const digit = (Number(first12[position]) + shift) % 10;
          const changed = `${first12.slice(0, position)}${digit}${first12.slice(position + 1)}${valid[12]}`;
          const [before, after] = [residue(first12), residue(changed)];
          const invisible = before === after || (before + after === 10 && before * after === 0);
          expect(cidProblem(changed)).toBe(invisible ? null : 'checkDigit');
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('names the two blind spots of the rule with examples', () => {
    // Third digit changed: 1100000000008 → 1190000000008, still valid by the rule.
    expect(isValidCid('1190000000008')).toBe(true);
    // Σ ≡ 0 gives (11 − 0) mod 10 = 1; Σ ≡ 10 gives (11 − 10) mod 10 = 1 too.
    expect(cidCheckDigit('000000000000')).toBe(1);
    expect(cidCheckDigit('000000000005')).toBe(1);
  });

  it('masks all but the first five and the last digit', () => {
    expect(maskCid('1234567890121')).toBe('1-2345-xxxxx-xx-1');
    expect(maskCid('1-2345-67890-12-1')).toBe('1-2345-xxxxx-xx-1');
    expect(normaliseCid('1-2345 67890-12-1')).toBe('1234567890121');
  });

  it('groups a full CID as the ID card prints it, in the groups of the masked form', () => {
    expect(formatCid('1234567890123')).toBe('1-2345-67890-12-3');
    expect(formatCid(' 1 2345 67890 12 3 ')).toBe('1-2345-67890-12-3');
    const groups = (text: string) => text.split('-').map((group) => group.length);
    expect(groups(formatCid('3100000000018'))).toEqual(groups(maskCid('3100000000018')));
  });

  it('gives back what is not 13 digits as it is', () => {
    expect(formatCid('12345')).toBe('12345');
    expect(formatCid('12345678901ab')).toBe('12345678901ab');
  });
});
