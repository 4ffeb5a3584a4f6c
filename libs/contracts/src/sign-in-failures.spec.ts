import { SIGN_IN_FAILURES } from './auth';
import { lastSignInFailureNote } from './sign-in-failure-note';
import { organizationMismatchParagraphs, SIGN_IN_FAILURE_TEXT } from './sign-in-failures';

const UNIT = { hcode: '72358', name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเก่า' };

describe('sign-in failures as staff read them', () => {
  it('words every failure the API answers', () => {
    expect(Object.keys(SIGN_IN_FAILURE_TEXT).sort()).toEqual([...SIGN_IN_FAILURES].sort());
  });

  it("notes the user's last failure with its Buddhist-era time in Thailand", () => {
    expect(lastSignInFailureNote('PROVIDER_NO_ORGANIZATION', '2026-11-29T03:15:00.000Z')).toBe(
      'เข้าสู่ระบบไม่สำเร็จล่าสุด: หน่วยบริการไม่ตรงกับ Provider ID (29/11/2569 10:15)',
    );
  });
});

describe('organizationMismatchParagraphs', () => {
  it('names the unit invited to and every organisation found, and says to use the invite again', () => {
    expect(
      organizationMismatchParagraphs({
        unit: UNIT,
        organizations: [
          { hcode: '98765', name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านใหม่สาธิต' },
          { hcode: '10670', name: null },
        ],
        invited: true,
      }),
    ).toEqual([
      'หน่วยบริการไม่ตรงกับ Provider ID',
      'ท่านได้รับเชิญให้ใช้งานระบบในหน่วยบริการ โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเก่า (รหัส 72358) ' +
        'แต่ Provider ID ของท่านสังกัด โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านใหม่สาธิต (รหัส 98765), ' +
        'รหัส 10670 จึงไม่สามารถเข้าสู่ระบบได้',
      'กรุณาติดต่อผู้ดูแลระบบของหน่วยงานให้แก้ไขหน่วยบริการของท่านให้ตรงกับ Provider ID ' + 'แล้วเปิดลิงก์คำเชิญอีกครั้ง',
    ]);
  });

  it('speaks of the unit of a user who signed in before, and of a profile without organisation', () => {
    const [, found, next] = organizationMismatchParagraphs({
      unit: UNIT,
      organizations: [],
      invited: false,
    });
    expect(found).toBe(
      'บัญชีผู้ใช้งานของท่านสังกัดหน่วยบริการ โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านเก่า (รหัส 72358) ' +
        'แต่ Provider ID ของท่านไม่มีข้อมูลหน่วยบริการที่สังกัด จึงไม่สามารถเข้าสู่ระบบได้',
    );
    expect(next).toMatch(/แล้วเข้าสู่ระบบอีกครั้ง$/);
  });
});
