/** What staff read when a sign-in step fails for a reason the spec does not word itself. */
export const SIGN_IN_TEXT = {
  /** The call got no answer at all. */
  network: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
  /** An answer without a message of its own. */
  loginFailed: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  /** LINE came back with a state this browser tab did not ask for. */
  stateMismatch: 'การเข้าสู่ระบบหมดอายุหรือไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  /** LINE came back without a code (the person cancelled or LINE refused). */
  lineCancelled: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  lineStartFailed: 'ไม่สามารถเริ่มการเข้าสู่ระบบด้วย LINE ได้ กรุณาลองใหม่อีกครั้ง',
  providerStartFailed: 'ไม่สามารถเริ่มการเข้าสู่ระบบด้วย Provider ID ได้ กรุณาลองใหม่อีกครั้ง',
} as const;
