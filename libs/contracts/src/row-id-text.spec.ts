import fc from 'fast-check';
import { ROW_ID_MAX, rowIdFromText } from './row-id-text';

describe('rowIdFromText', () => {
  it('reads every row id written in plain decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ROW_ID_MAX }), (id) => {
        expect(rowIdFromText(String(id))).toBe(id);
      }),
    );
  });

  it('refuses any other way of writing a row id, and numbers no row can have', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: ROW_ID_MAX }),
        fc.constantFrom(' ', '+', '0', '0x', '\n'),
        (id, prefix) => {
          expect(rowIdFromText(`${prefix}${id}`)).toBeUndefined();
          expect(rowIdFromText(`${id} `)).toBeUndefined();
        },
      ),
    );
    for (const text of [
      '',
      '0',
      '-1',
      '-0',
      '1.5',
      '1.0',
      '1e3',
      '1e999',
      '1e400',
      'Infinity',
      '-Infinity',
      'NaN',
      '0x10',
      '0b1',
      '2147483648',
      '9'.repeat(400),
    ]) {
      expect(rowIdFromText(text)).toBeUndefined();
    }
  });
});
