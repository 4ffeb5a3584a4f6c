import type { OrganizationMismatch, OrganizationRef, SignInFailure } from './auth';

/** Why a sign-in failed, as staff read it in the activity log and on the user's row. */
export const SIGN_IN_FAILURE_TEXT: Record<SignInFailure, string> = {
  INVALID_STATE: 'state ไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว',
  LINE_LOGIN_FAILED: 'ยืนยันตัวตนกับ LINE ไม่สำเร็จ',
  NO_INVITE: 'ลิงก์คำเชิญไม่ถูกต้องหรือหมดอายุ',
  CODE_IS_USED: 'ลิงก์คำเชิญถูกใช้งานไปแล้ว',
  DISABLED: 'ผู้ใช้ถูกระงับการใช้งาน',
  'DUPLICATE MID': 'บัญชีไลน์นี้ผูกกับผู้ใช้อื่นในระบบแล้ว',
  PROVIDER_DUPLICATE: 'Provider ID นี้ผูกกับผู้ใช้อื่นในระบบแล้ว',
  PROVIDER_MISMATCH: 'Provider ID ไม่ตรงกับที่ผูกไว้กับผู้ใช้',
  PROVIDER_NO_ORGANIZATION: 'หน่วยบริการไม่ตรงกับ Provider ID',
  PROVIDER_ERROR: 'ยืนยันตัวตนกับ Health ID / Provider ID ไม่สำเร็จ',
};

/** A unit as the person reads it: 'name (รหัส hcode)', or the code alone when unnamed. */
export function organizationText(unit: OrganizationRef): string {
  return unit.name ? `${unit.name} (รหัส ${unit.hcode})` : `รหัส ${unit.hcode}`;
}

/**
 * What the person reads on /provider-login/error after a 403 PROVIDER_NO_ORGANIZATION: that the
 * unit they were given and their Provider ID organisations differ, naming both, and what to do.
 */
export function organizationMismatchParagraphs(mismatch: OrganizationMismatch): string[] {
  const given = mismatch.invited
    ? `ท่านได้รับเชิญให้ใช้งานระบบในหน่วยบริการ ${organizationText(mismatch.unit)}`
    : `บัญชีผู้ใช้งานของท่านสังกัดหน่วยบริการ ${organizationText(mismatch.unit)}`;
  const found =
    mismatch.organizations.length > 0
      ? `แต่ Provider ID ของท่านสังกัด ${mismatch.organizations.map(organizationText).join(', ')}`
      : 'แต่ Provider ID ของท่านไม่มีข้อมูลหน่วยบริการที่สังกัด';
  const next = mismatch.invited ? 'เปิดลิงก์คำเชิญอีกครั้ง' : 'เข้าสู่ระบบอีกครั้ง';
  return [
    SIGN_IN_FAILURE_TEXT.PROVIDER_NO_ORGANIZATION,
    `${given} ${found} จึงไม่สามารถเข้าสู่ระบบได้`,
    `กรุณาติดต่อผู้ดูแลระบบของหน่วยงานให้แก้ไขหน่วยบริการของท่านให้ตรงกับ Provider ID แล้ว${next}`,
  ];
}
