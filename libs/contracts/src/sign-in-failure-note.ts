import type { SignInFailure } from './auth';
import { formatThaiDateTime } from './buddhist-date';
import { SIGN_IN_FAILURE_TEXT } from './sign-in-failures';

// Apart from the sign-in failure texts: the sign-in pages read those, and need no date formatting.
/**
 * The user row's note of their last failed sign-in, e.g. 'เข้าสู่ระบบไม่สำเร็จล่าสุด:
 * หน่วยบริการไม่ตรงกับ Provider ID (29/11/2569 10:15)'.
 */
export function lastSignInFailureNote(failure: SignInFailure, at: string | Date): string {
  return `เข้าสู่ระบบไม่สำเร็จล่าสุด: ${SIGN_IN_FAILURE_TEXT[failure]} (${formatThaiDateTime(at)})`;
}
