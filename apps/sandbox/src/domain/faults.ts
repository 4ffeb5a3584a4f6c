/**
 * Faults a test can ask for, per sign-in, to exercise the API's error paths end to end: with
 * `sandbox_fault=<name>` on the authorize URL (or the picker page's selector), or armed for the
 * next sign-in with `POST /sandbox/faults`.
 */
export const LINE_FAULTS = {
  expired: 'ID token already expired',
  wrong_aud: 'ID token issued for another channel (aud)',
  bad_signature: 'ID token payload tampered after signing',
  wrong_nonce: 'ID token carries a different nonce',
  wrong_iss: 'ID token from another issuer (iss)',
  token_error: 'token endpoint answers 400 invalid_grant',
  server_error: 'token endpoint answers 500',
} as const;
export type LineFault = keyof typeof LINE_FAULTS;

export const HEALTH_ID_FAULTS = {
  token_error: 'Health ID token endpoint answers 400',
  server_error: 'Health ID token endpoint answers 500',
  not_provider: 'Provider ID token endpoint answers 400: not a provider',
  provider_error: 'Provider ID token endpoint answers 500',
  profile_error: 'Provider ID profile answers 500',
  no_organization: 'Provider ID profile has no organization',
} as const;
export type HealthIdFault = keyof typeof HEALTH_ID_FAULTS;

/** Thai labels of the faults for the picker pages. */
export const LINE_FAULT_LABELS: Record<LineFault, string> = {
  expired: 'ID token หมดอายุ',
  wrong_aud: 'ID token ออกให้ช่องทางอื่น (aud ไม่ตรง)',
  bad_signature: 'ID token ถูกแก้ไข (ลายเซ็นไม่ถูกต้อง)',
  wrong_nonce: 'ID token มี nonce ไม่ตรง',
  wrong_iss: 'ID token จากผู้ออกอื่น (iss ไม่ตรง)',
  token_error: 'ขอ access token ไม่สำเร็จ (400)',
  server_error: 'เซิร์ฟเวอร์ LINE ขัดข้อง (500)',
};

export const HEALTH_ID_FAULT_LABELS: Record<HealthIdFault, string> = {
  token_error: 'ขอ token ของ Health ID ไม่สำเร็จ (400)',
  server_error: 'เซิร์ฟเวอร์ Health ID ขัดข้อง (500)',
  not_provider: 'ไม่พบ Provider ID ของบัญชีนี้ (400)',
  provider_error: 'เซิร์ฟเวอร์ Provider ID ขัดข้อง (500)',
  profile_error: 'ขอข้อมูลผู้ให้บริการไม่สำเร็จ (500)',
  no_organization: 'ข้อมูลผู้ให้บริการไม่มีหน่วยงานสังกัด',
};

export function isLineFault(value: string): value is LineFault {
  return Object.prototype.hasOwnProperty.call(LINE_FAULTS, value);
}

export function isHealthIdFault(value: string): value is HealthIdFault {
  return Object.prototype.hasOwnProperty.call(HEALTH_ID_FAULTS, value);
}
