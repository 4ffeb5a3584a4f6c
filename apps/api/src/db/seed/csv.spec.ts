import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads records keyed by the header', () => {
    expect(parseCsv('code,name_th\n10,กรุงเทพมหานคร\n11,สมุทรปราการ\n')).toEqual([
      { code: '10', name_th: 'กรุงเทพมหานคร' },
      { code: '11', name_th: 'สมุทรปราการ' },
    ]);
  });

  it('handles quoted fields, doubled quotes, CRLF, a BOM and blank lines', () => {
    const text =
      '\uFEFFname,note\r\n"Health Region 13 (Bangkok)","says ""hi"", twice"\r\n\r\nlast,"two\nlines"';

    expect(parseCsv(text)).toEqual([
      { name: 'Health Region 13 (Bangkok)', note: 'says "hi", twice' },
      { name: 'last', note: 'two\nlines' },
    ]);
  });

  it('gives missing trailing cells as empty strings and nothing for an empty file', () => {
    expect(parseCsv('a,b,c\n1')).toEqual([{ a: '1', b: '', c: '' }]);
    expect(parseCsv('')).toEqual([]);
  });
});
