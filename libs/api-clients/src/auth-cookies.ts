import { COOKIES } from '@hbc/contracts';
import { cookieJar } from './session/cookie-jar';

/** The LINE access token stored after the messaging-app login, or null. */
export function readLineToken(): string | null {
  const value: unknown = cookieJar().get(COOKIES.lineToken, { doNotParse: true });
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The access_token of the USER_PROFILE cookie (JSON), or null. */
export function readAccessToken(): string | null {
  let profile: unknown = cookieJar().get(COOKIES.userProfile);
  if (typeof profile === 'string') {
    try {
      profile = JSON.parse(profile);
    } catch {
      return null;
    }
  }
  if (typeof profile !== 'object' || profile === null) return null;
  const token = (profile as { access_token?: unknown }).access_token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}
