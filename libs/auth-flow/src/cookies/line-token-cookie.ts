import { COOKIES } from '@hbc/contracts';
import { cookieJar } from './cookie-jar';

/** Whether the LINE login left its token cookie (needed before the provider login). */
export function hasLineToken(): boolean {
  const token: unknown = cookieJar().get(COOKIES.lineToken, { doNotParse: true });
  return typeof token === 'string' && token !== '';
}
