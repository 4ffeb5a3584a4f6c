import { COOKIES, type UserProfile } from '@hbc/contracts';
import { consoleCookieOptions, cookieJar } from './cookie-jar';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The fields of the USER_PROFILE cookie's text, or null when it is missing or not a JSON object. */
export function profileFields(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return data as Record<string, unknown>;
}

/**
 * Turns the USER_PROFILE cookie's text into a profile, or null when it is missing, not JSON or
 * lacks the access token or role every signed-in screen relies on.
 */
export function parseProfile(raw: unknown): UserProfile | null {
  const fields = profileFields(raw);
  if (!fields) return null;
  if (typeof fields['access_token'] !== 'string' || fields['access_token'] === '') return null;
  if (typeof fields['role'] !== 'string' || fields['role'] === '') return null;
  return {
    ...(fields as Partial<UserProfile>),
    access_token: fields['access_token'],
    role: fields['role'],
    first_name: text(fields['first_name']),
    last_name: text(fields['last_name']),
    last_login: textOrNull(fields['last_login']),
    hospital_name: textOrNull(fields['hospital_name']),
    hospital_logo: textOrNull(fields['hospital_logo']),
  };
}

/** The signed-in user's profile from the USER_PROFILE cookie, or null. */
export function readProfile(): UserProfile | null {
  return parseProfile(cookieJar().get(COOKIES.userProfile, { doNotParse: true }));
}

/** Stores the profile (as JSON) in the USER_PROFILE cookie for the whole console. */
export function writeProfile(profile: UserProfile): void {
  cookieJar().set(COOKIES.userProfile, JSON.stringify(profile), consoleCookieOptions());
}

/** Removes the USER_PROFILE cookie: the user is signed out of the console. */
export function clearProfile(): void {
  cookieJar().remove(COOKIES.userProfile, consoleCookieOptions());
}
