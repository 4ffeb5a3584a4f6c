import type { UserProfile } from '@hbc/contracts';
import { clearProfile, parseProfile, readProfile, writeProfile } from './profile-cookie';

const profile: UserProfile = {
  access_token: 'token-1',
  role: 'ADMIN_LV1',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  last_login: '2026-11-22T03:05:00Z',
  hospital_name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองบัว',
  hospital_logo: 'https://example.test/logo.png',
};

function setRawCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

afterEach(() => {
  for (const name of ['USER_PROFILE']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('profile cookie', () => {
  it('reads nothing when there is no cookie', () => {
    expect(readProfile()).toBeNull();
  });

  it('writes the profile as JSON to USER_PROFILE and reads it back', () => {
    writeProfile(profile);
    expect(document.cookie).toContain('USER_PROFILE=');
    expect(readProfile()).toEqual(profile);
  });

  it('reads a profile stored by another writer, keeping the extra fields', () => {
    setRawCookie(
      'USER_PROFILE',
      JSON.stringify({ ...profile, status: 'ACTIVE', service_unit_name: 'หน่วย 1' }),
    );
    expect(readProfile()).toEqual({ ...profile, status: 'ACTIVE', service_unit_name: 'หน่วย 1' });
  });

  it('removes the cookie on clear', () => {
    writeProfile(profile);
    clearProfile();
    expect(document.cookie).not.toContain('USER_PROFILE=');
    expect(readProfile()).toBeNull();
  });

  it.each([
    ['not JSON', '{broken'],
    ['a JSON string', '"ADMIN_LV1"'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['no access token', JSON.stringify({ role: 'ADMIN_LV1' })],
    ['no role', JSON.stringify({ access_token: 't' })],
    ['a numeric role', JSON.stringify({ access_token: 't', role: 3 })],
  ])('treats a cookie holding %s as signed out', (_what, raw) => {
    setRawCookie('USER_PROFILE', raw);
    expect(readProfile()).toBeNull();
  });

  it('fills missing or odd optional fields with empty names and nulls', () => {
    expect(
      parseProfile(
        JSON.stringify({ access_token: 't', role: 'ADMIN_LV3', first_name: 7, hospital_logo: '' }),
      ),
    ).toEqual({
      access_token: 't',
      role: 'ADMIN_LV3',
      first_name: '',
      last_name: '',
      last_login: null,
      hospital_name: null,
      hospital_logo: null,
    });
    expect(parseProfile(undefined)).toBeNull();
    expect(parseProfile('')).toBeNull();
  });
});
