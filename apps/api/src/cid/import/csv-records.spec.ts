import { csvRecords } from './csv-records';

const records = (text: string) => [...csvRecords(text)];

describe('csvRecords', () => {
  it('numbers every line from 1, blank ones included, LF or CRLF, with or without a last line end', () => {
    expect(records('a,b\r\n\r\nc\nd,e,f')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: [''] },
      { row: 3, cells: ['c'] },
      { row: 4, cells: ['d', 'e', 'f'] },
    ]);
    expect(records('a\n')).toEqual([{ row: 1, cells: ['a'] }]);
    expect(records('')).toEqual([]);
  });

  it('reads quoted cells: commas, doubled quotes and line breaks inside them', () => {
    expect(records('"a,b","say ""hi""",c\r\n"two\r\nlines",x\nlast')).toEqual([
      { row: 1, cells: ['a,b', 'say "hi"', 'c'] },
      { row: 2, cells: ['two\r\nlines', 'x'] },
      { row: 3, cells: ['last'] },
    ]);
  });

  // That it takes linear time is a figure of `npm run bench csv-records`.
  it('reads a large file without quotes, every line', () => {
    const text = '1101700230705,เหตุผล\n'.repeat(150_000);

    let count = 0;
    for (const record of csvRecords(text)) count += record.cells.length;

    expect(count).toBe(300_000);
  });
});
