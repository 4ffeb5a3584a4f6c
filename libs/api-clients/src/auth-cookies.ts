import { COOKIES } from '@hbc/contracts';
import { cookieJar } from './session/cookie-jar';
import { profileFields } from './session/profile-cookie';

/** The LINE access token stored after the messaging-app login, or null. */
export function readLineToken(): string | null {
  const value: unknown = cookieJar().get(COOKIES.lineToken, { doNotParse: true });
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The access_token of the USER_PROFILE cookie (JSON), or null; the role need not be there. */
export function readAccessToken(): string | null {
  const fields = profileFields(cookieJar().get(COOKIES.userProfile, { doNotParse: true }));
  const token = fields?.['access_token'];
  return typeof token === 'string' && token.length > 0 ? token : null;
}
