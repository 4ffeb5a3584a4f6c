import { readProfile, writeProfile } from '@hbc/api-clients';
import { ROUTES, type UserProfile } from '@hbc/contracts';

/**
 * The fake signed-in profile of the development convenience (spec section 9). Only the Vite dev
 * server loads this module (main.tsx imports it under `import.meta.env.DEV`), so production builds
 * do not contain it.
 */
export const DEV_PROFILE: UserProfile = {
  access_token: 'dev-server-fake-access-token',
  role: 'ADMIN_LV1',
  first_name: 'ผู้พัฒนา',
  last_name: 'ทดลองระบบ',
  last_login: null,
  hospital_name: 'โรงพยาบาลทดลองระบบ',
  hospital_logo: null,
  status: 'ACTIVE',
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Addresses where the real sign-in runs, so it can still be tried on the dev server. */
function isSignInAddress({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  if (pathname === ROUTES.home) return new URLSearchParams(search).has('state');
  return [ROUTES.lineLogin, ROUTES.providerLogin, ROUTES.invite].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/**
 * On localhost, writes the fake profile to the profile cookie when nobody is signed in and the
 * address is not part of the sign-in. Answers whether it wrote it.
 */
export function writeDevProfile(
  location: Pick<Location, 'hostname' | 'pathname' | 'search'>,
): boolean {
  if (!LOCAL_HOSTS.has(location.hostname)) return false;
  if (readProfile() !== null || isSignInAddress(location)) return false;
  writeProfile(DEV_PROFILE);
  return true;
}
