import Cookies, { type CookieSetOptions } from 'universal-cookie';

/** A fresh view of document.cookie each time, so no stale copy outlives a sign-in or sign-out. */
export function cookieJar(): Cookies {
  return new Cookies(null, { path: '/' });
}

/** Options for the cookies the console writes: whole site, same-site, secure over HTTPS. */
export function consoleCookieOptions(extra: CookieSetOptions = {}): CookieSetOptions {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'lax', secure, ...extra };
}
