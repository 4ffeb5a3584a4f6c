import { authClient, clearProfile, isSessionExpiry, readProfile } from '@hbc/api-clients';
import { ROUTES, SESSION_EXPIRED_TEXT } from '@hbc/contracts';
import { toast } from '@hbc/ui';
import type { Navigate } from '../sign-out/sign-out';

/**
 * Ends a session the API no longer accepts: says 'กรุณาเข้าสู่ระบบอีกครั้ง' and removes the
 * profile cookie. Acts only while there is a profile, so several 401s at once (or the 401 of a
 * sign-out already under way) say it once. Answers whether it acted.
 */
export function expireSession(): boolean {
  if (readProfile() === null) return false;
  clearProfile();
  toast.error(SESSION_EXPIRED_TEXT);
  return true;
}

let ejectInstalled: (() => void) | null = null;

/**
 * Makes a 401 answered to the access-token client end the session and go to /line-login, except
 * for a request that keeps the session on a 401 (an upload: silent, spec section 8).
 * Installed once by the console; installing again replaces the previous handler. Answers a
 * function that removes it.
 */
export function installSessionExpiry(navigate: Navigate): () => void {
  ejectInstalled?.();
  const id = authClient.interceptors.response.use(undefined, (error: unknown) => {
    if (isSessionExpiry(error) && expireSession()) {
      void navigate(ROUTES.lineLogin);
    }
    return Promise.reject(error);
  });
  const eject = () => {
    authClient.interceptors.response.eject(id);
    if (ejectInstalled === eject) ejectInstalled = null;
  };
  ejectInstalled = eject;
  return eject;
}
