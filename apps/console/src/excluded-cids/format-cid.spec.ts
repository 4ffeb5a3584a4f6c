import { maskCid } from '@hbc/contracts';
import { formatCid } from './format-cid';

describe('formatCid', () => {
  it('groups a full CID as the ID card prints it', () => {
    expect(formatCid('1234567890123')).toBe('1-2345-67890-12-3');
    expect(formatCid(' 1 2345 67890 12 3 ')).toBe('1-2345-67890-12-3');
  });

  it('keeps the groups of the masked form', () => {
    const full = formatCid('3100000000018');
    const masked = maskCid('3100000000018');
    expect(full.split('-').map((g) => g.length)).toEqual(masked.split('-').map((g) => g.length));
  });

  it('gives back what is not 13 digits as it is', () => {
    expect(formatCid('12345')).toBe('12345');
    expect(formatCid('12345678901ab')).toBe('12345678901ab');
  });
});
