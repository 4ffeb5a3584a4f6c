import { toStoredProfile } from './profile-data';

describe('toStoredProfile', () => {
  it('keeps the profile fields of the spec, status and service unit, and adds the access token', () => {
    expect(
      toStoredProfile(
        {
          role: 'ADMIN_LV3',
          first_name: 'กิตติพงษ์',
          last_name: 'บุญมา',
          last_login: null,
          hospital_name: 'โรงพยาบาลศูนย์สาธิต',
          hospital_logo: 'http://localhost:3000/files/logo.png',
          status: 'ACTIVE',
          service_unit_name: 'งานสุขศึกษา',
          cid: '1234567890123',
          access_token: 'from-the-body',
        },
        'access-1',
      ),
    ).toEqual({
      access_token: 'access-1',
      role: 'ADMIN_LV3',
      first_name: 'กิตติพงษ์',
      last_name: 'บุญมา',
      last_login: null,
      hospital_name: 'โรงพยาบาลศูนย์สาธิต',
      hospital_logo: 'http://localhost:3000/files/logo.png',
      status: 'ACTIVE',
      service_unit_name: 'งานสุขศึกษา',
    });
  });

  it.each([null, 'text', [], { first_name: 'ก' }])('answers null for %p', (data) => {
    expect(toStoredProfile(data, 'access-1')).toBeNull();
  });
});
