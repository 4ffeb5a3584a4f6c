import fc from 'fast-check';
import { rowIdFromText } from '@hbc/contracts';
import { idFromQuery } from './record-id';

describe('idFromQuery', () => {
  it('reads ?id= by the API’s rule for a row id', () => {
    const idLike = fc.oneof(
      fc.integer({ min: -5, max: 2 ** 31 + 5 }).map(String),
      fc.constantFrom('01', '+1', ' 1', '1 ', '1e3', '0x10', '1.0', 'Infinity', '1e999', 'abc'),
      fc.string(),
    );
    fc.assert(
      fc.property(idLike, (text) => {
        fc.pre(text.trim() !== '');
        expect(idFromQuery(text)).toBe(rowIdFromText(text) ?? 'invalid');
      }),
    );
  });

  it('is empty when no id is given', () => {
    expect(idFromQuery(null)).toBeNull();
    expect(idFromQuery(' ')).toBeNull();
  });
});
