import {
  CITIZEN_FILE_COLUMNS,
  CITIZEN_TAG_PATTERN,
  DEMO_HOSPITAL,
  isValidCid,
  LINE_USER_ID_PATTERN,
} from '@hbc/contracts';
import {
  CITIZEN_FILE_GUIDE,
  citizenTemplateCsv,
  citizenTemplateHref,
  type CitizenFileColumnKey,
} from './citizen-file-template';

/** The template's lines, its byte order mark taken off. */
const lines = () => citizenTemplateCsv().slice(1).split('\r\n');

describe('the citizen file template', () => {
  it('is UTF-8 with a byte order mark, a header line and one example row', () => {
    const csv = citizenTemplateCsv();

    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines()).toEqual([expect.any(String), expect.any(String), '']);
    const href = citizenTemplateHref();
    expect(href.startsWith('data:text/csv;charset=utf-8,%EF%BB%BF')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(csv);
  });

  it('names every column by a header the API looks for, CID and unit first', () => {
    const headers = lines()[0]?.split(',');
    const keys = Object.keys(CITIZEN_FILE_COLUMNS) as CitizenFileColumnKey[];

    expect(headers).toEqual([
      'เลขประจำตัวประชาชน',
      'รหัสหน่วยบริการ',
      'รหัสจังหวัด',
      'วันเกิด',
      'เพศ',
      'แท็ก',
      'LINE userId',
      'สถานะการติดตาม',
      'วันที่ติดตาม',
    ]);
    keys.forEach((key, i) => {
      const names: readonly string[] = CITIZEN_FILE_COLUMNS[key];
      expect(names).toContain(headers?.[i]?.toLowerCase());
    });
    expect(keys.filter((key) => CITIZEN_FILE_GUIDE[key].required)).toEqual(['cid', 'unitHcode']);
  });

  it('gives an example row the import takes: a valid CID of a demo unit', () => {
    const example = lines()[1]?.split(',') ?? [];
    const [cid, hcode, province, , , tags, lineUserId] = example;

    expect(example).toHaveLength(Object.keys(CITIZEN_FILE_COLUMNS).length);
    expect(isValidCid(cid ?? '')).toBe(true);
    expect(cid).toBe('1-2345-67890-12-1');
    expect([hcode, province]).toEqual([DEMO_HOSPITAL.hcode, DEMO_HOSPITAL.provinceCode]);
    for (const tag of tags?.split('|') ?? []) expect(tag).toMatch(new RegExp(CITIZEN_TAG_PATTERN));
    expect(lineUserId).toMatch(new RegExp(LINE_USER_ID_PATTERN));
    expect(example.slice(3)).toEqual([
      '1985-04-12',
      'หญิง',
      'เบาหวาน|ความดันโลหิตสูง',
      'U4af4980629a1b2c3d4e5f60718293a4b',
      'ติดตาม',
      '2025-01-15',
    ]);
  });
});
