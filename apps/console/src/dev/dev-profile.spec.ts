import { readProfile } from '@hbc/api-clients';
import { clearCookies, setCookie } from '@hbc/api-clients/testing';
import { DEV_PROFILE, writeDevProfile } from './dev-profile';

function at(hostname: string, path = '/broadcast') {
  const url = new URL(path, `http://${hostname}:4200`);
  return { hostname: url.hostname, pathname: url.pathname, search: url.search };
}

afterEach(() => clearCookies());

describe('the fake signed-in profile of the dev server', () => {
  it.each(['localhost', '127.0.0.1'])('is written on %s when nobody is signed in', (host) => {
    expect(writeDevProfile(at(host))).toBe(true);
    expect(readProfile()).toEqual(DEV_PROFILE);
  });

  it('is not written on any other host', () => {
    expect(writeDevProfile(at('console.example.test'))).toBe(false);
    expect(readProfile()).toBeNull();
  });

  it('leaves a real sign-in alone', () => {
    setCookie('USER_PROFILE', JSON.stringify({ access_token: 'real', role: 'ADMIN_LV3' }));
    expect(writeDevProfile(at('localhost'))).toBe(false);
    expect(readProfile()?.access_token).toBe('real');
  });

  it.each([
    '/line-login',
    '/provider-login',
    '/provider-login/dup',
    '/invite?code=A',
    '/?state=s&code=c',
  ])('is not written on the sign-in address %s', (path) => {
    expect(writeDevProfile(at('localhost', path))).toBe(false);
    expect(readProfile()).toBeNull();
  });
});
