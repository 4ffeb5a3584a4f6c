import { can, hasCapability, PERMISSIONS, ROLES } from './index';

describe('permission matrix', () => {
  it('lets only Super Admin see the dashboard and excluded CIDs', () => {
    for (const role of ROLES) {
      expect(can(role, 'dashboard', 'read')).toBe(role === 'SUPER_ADMIN');
      expect(can(role, 'excludedCid', 'manage')).toBe(role === 'SUPER_ADMIN');
    }
  });

  it('lets only Admin LV3 create broadcasts while LV1 and LV2 read them', () => {
    expect(ROLES.filter((r) => can(r, 'broadcast', 'manage'))).toEqual(['ADMIN_LV3']);
    expect(ROLES.filter((r) => can(r, 'broadcast', 'read'))).toEqual([
      'ADMIN_LV1',
      'ADMIN_LV2',
      'ADMIN_LV3',
    ]);
  });

  it('scopes everything but Super Admin to the own unit', () => {
    for (const role of ROLES.filter((r) => r !== 'SUPER_ADMIN')) {
      for (const p of Object.values(PERMISSIONS[role])) expect(p.scope).toBe('own-unit');
    }
  });

  it('lets LV1 manage users and read the activity log, but not LV2', () => {
    expect(can('ADMIN_LV1', 'user', 'manage')).toBe(true);
    expect(can('ADMIN_LV1', 'activityLog', 'read')).toBe(true);
    expect(can('ADMIN_LV2', 'user', 'read')).toBe(false);
    expect(can('ADMIN_LV2', 'activityLog', 'read')).toBe(false);
  });

  it('lets only the roles that compose broadcasts or manage units upload media', () => {
    expect(ROLES.filter((r) => hasCapability(r, 'upload'))).toEqual(['SUPER_ADMIN', 'ADMIN_LV3']);
    for (const role of ROLES) {
      expect(hasCapability(role, 'upload')).toBe(
        can(role, 'broadcast', 'manage') || can(role, 'healthCenter', 'manage'),
      );
    }
  });

  it('lets Super Admin and LV3 keep templates, and Super Admin and LV1 keep testers LV3 sends to', () => {
    expect(ROLES.filter((r) => can(r, 'template', 'manage'))).toEqual(['SUPER_ADMIN', 'ADMIN_LV3']);
    expect(ROLES.filter((r) => can(r, 'tester', 'manage'))).toEqual(['SUPER_ADMIN', 'ADMIN_LV1']);
    expect(ROLES.filter((r) => can(r, 'tester', 'read'))).toEqual([
      'SUPER_ADMIN',
      'ADMIN_LV1',
      'ADMIN_LV3',
    ]);
  });
});
