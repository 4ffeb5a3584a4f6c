import { replace } from 'react-router';
import { ROUTES } from '@hbc/contracts';

/**
 * Refreshes the profile from the API on entering the signed-in console (the route guard has
 * already made sure one is stored). A 401 says 'กรุณาเข้าสู่ระบบอีกครั้ง', removes the cookie and
 * goes to /line-login (replacing the address in the history); when the API cannot answer, the
 * stored profile is used.
 */
export async function consoleLayoutLoader() {
  // Loaded with the signed-in console: the sign-in pages start without the API client.
  const { refreshProfile } = await import('./profile-refresh');
  const profile = await refreshProfile();
  return profile ?? replace(ROUTES.lineLogin);
}
