import { getProfile, readProfile, toApiError, writeProfile } from '@hbc/api-clients';
import type { UserProfile } from '@hbc/contracts';
import { toStoredProfile } from '../profile-data';
import { expireSession } from './session-expiry';

/**
 * Refreshes the stored profile from the profile call on entering the signed-in console.
 * Answers the fresh profile (also stored), the stored one when the API could not be asked, or
 * null when there is no session: no profile cookie, or a 401, which says
 * 'กรุณาเข้าสู่ระบบอีกครั้ง' and removes the cookie. When the stored session changed while the
 * call was out, the answer is ignored and the profile stored now is answered.
 */
export async function refreshProfile(): Promise<UserProfile | null> {
  const stored = readProfile();
  if (!stored) return null;
  // The session may change while the call is out (a sign-out, another sign-in, another tab):
  // the answer then speaks of a session that is gone, and what is stored now stays as it is.
  const changed = () => readProfile()?.access_token !== stored.access_token;
  try {
    const fresh = toStoredProfile(await getProfile(), stored.access_token);
    if (changed()) return readProfile();
    if (!fresh) return stored;
    writeProfile(fresh);
    return fresh;
  } catch (error) {
    if (changed()) return readProfile();
    if (toApiError(error).status === 401) {
      expireSession();
      return null;
    }
    return readProfile();
  }
}
