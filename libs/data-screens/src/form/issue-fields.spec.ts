import { fieldKey, pointerToField, sortIssues } from './issue-fields';

describe('fieldKey and pointerToField', () => {
  it('spell a field one way', () => {
    expect(fieldKey('names[0].first')).toBe('names.0.first');
    expect(fieldKey('hcode')).toBe('hcode');
    expect(pointerToField('/names/0/first')).toBe('names.0.first');
    expect(pointerToField('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(pointerToField('')).toBe('');
  });
});

describe('sortIssues', () => {
  const shown = new Set(['hcode', 'name', 'names.0.first', 'logo']);
  const isShown = (field: string) => shown.has(field);

  it('puts each issue on its field, the first message winning, and leaves the rest', () => {
    expect(
      sortIssues(
        [
          { path: '/hcode', message: 'รหัสหน่วยบริการต้องเป็นตัวเลข 5 หลัก' },
          { path: '/hcode', message: 'รหัสหน่วยบริการนี้มีอยู่ในระบบแล้ว' },
          { path: '/names/0/first', message: 'กรุณากรอกชื่อ' },
          { path: '/logo/url', message: 'รูปแบบข้อมูลไม่ถูกต้อง' },
          { path: '/secret', message: 'ไม่รู้จักข้อมูลนี้' },
          { path: '', message: 'ไม่สามารถลบหน่วยบริการนี้ได้' },
          { path: '/other', message: 'ไม่รู้จักข้อมูลนี้' },
        ],
        isShown,
      ),
    ).toEqual({
      fields: {
        hcode: 'รหัสหน่วยบริการต้องเป็นตัวเลข 5 หลัก',
        'names.0.first': 'กรุณากรอกชื่อ',
        logo: 'รูปแบบข้อมูลไม่ถูกต้อง',
      },
      unmatched: ['ไม่รู้จักข้อมูลนี้', 'ไม่สามารถลบหน่วยบริการนี้ได้'],
    });
  });

  it('asks the screen where a body path shows, when the names differ', () => {
    const fieldOfPath = (pointer: string) => (pointer === '/provinceId' ? 'name' : undefined);
    expect(
      sortIssues([{ path: '/provinceId', message: 'ไม่พบจังหวัดนี้' }], isShown, fieldOfPath),
    ).toEqual({
      fields: { name: 'ไม่พบจังหวัดนี้' },
      unmatched: [],
    });
  });
});
