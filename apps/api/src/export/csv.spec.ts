import { CSV_BOM, csvField, csvRecord, neutralizeFormula } from './csv';

describe('CSV cells (RFC 4180)', () => {
  it.each([
    ['plain Thai text as it is', 'โรงพยาบาลบ้านแพ้ว', 'โรงพยาบาลบ้านแพ้ว'],
    ['a comma inside quotes', 'เขต 1, ภาคเหนือ', '"เขต 1, ภาคเหนือ"'],
    ['quotes doubled inside quotes', 'ชื่อ "เล่น"', '"ชื่อ ""เล่น"""'],
    ['a line break inside quotes', 'บรรทัด 1\nบรรทัด 2', '"บรรทัด 1\nบรรทัด 2"'],
    ['a CRLF inside quotes', 'ก\r\nข', '"ก\r\nข"'],
    ['an empty text as nothing', '', ''],
  ])('writes %s', (_name, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes numbers as digits, nothing for null and for a number that is not finite', () => {
    expect([
      csvField(13),
      csvField(-2.5),
      csvField(0),
      csvField(null),
      csvField(Number.NaN),
    ]).toEqual(['13', '-2.5', '0', '', '']);
  });

  it('writes an instant as dd/MM/yyyy HH:mm in the Buddhist era, Thai time', () => {
    expect(csvField(new Date('2026-11-22T17:30:00Z'))).toBe('23/11/2569 00:30');
  });

  it.each([
    ['=HYPERLINK("http://x.example","คลิก")', `"'=HYPERLINK(""http://x.example"",""คลิก"")"`],
    ['+66812345678', "'+66812345678"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('keeps text that starts like a formula as text: %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('leaves formula characters alone when they are not first, and numbers alone', () => {
    expect(neutralizeFormula('ก=1')).toBe('ก=1');
    expect(neutralizeFormula('ชื่อ-สกุล')).toBe('ชื่อ-สกุล');
    expect(csvField(-5)).toBe('-5');
  });

  it('ends each record with CRLF and starts the file with the BOM', () => {
    expect(csvRecord(['เขตสุขภาพ', 'ชื่อ, ไทย', 1, null])).toBe('เขตสุขภาพ,"ชื่อ, ไทย",1,\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
