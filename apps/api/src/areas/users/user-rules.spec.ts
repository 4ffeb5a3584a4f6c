import { USER_MESSAGES, type Role, type UserStatus } from '@hbc/contracts';
import {
  hasAcceptedInvite,
  mayAssign,
  mayReissueInvite,
  removesLastActiveSuperAdmin,
  settableStatuses,
  statusIssue,
  unitIssue,
  type ManagedUser,
} from './user-rules';

const OWN_UNIT = 7;
const OTHER_UNIT = 8;
const superAdmin = { role: 'SUPER_ADMIN', unitId: null } as const;
const lv1 = { role: 'ADMIN_LV1', unitId: OWN_UNIT } as const;

describe('mayAssign', () => {
  it.each<[Role, number | null]>([
    ['SUPER_ADMIN', null],
    ['ADMIN_LV1', OWN_UNIT],
    ['ADMIN_LV2', OTHER_UNIT],
    ['ADMIN_LV3', OTHER_UNIT],
  ])('lets Super Admin give %s in unit %s', (role, unitId) => {
    expect(mayAssign(superAdmin, role, unitId)).toBe(true);
  });

  it.each<Role>(['ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'])(
    'lets an Admin LV1 give %s in their own unit only',
    (role) => {
      expect(mayAssign(lv1, role, OWN_UNIT)).toBe(true);
      expect(mayAssign(lv1, role, OTHER_UNIT)).toBe(false);
      expect(mayAssign(lv1, role, null)).toBe(false);
    },
  );

  it('never lets an Admin LV1 make a Super Admin', () => {
    expect(mayAssign(lv1, 'SUPER_ADMIN', null)).toBe(false);
    expect(mayAssign(lv1, 'SUPER_ADMIN', OWN_UNIT)).toBe(false);
  });

  it('lets Admin LV2 and LV3 give nothing', () => {
    for (const role of ['ADMIN_LV2', 'ADMIN_LV3'] as const) {
      expect(mayAssign({ role, unitId: OWN_UNIT }, 'ADMIN_LV3', OWN_UNIT)).toBe(false);
    }
  });
});

describe('unitIssue', () => {
  it('keeps Super Admin out of every unit', () => {
    expect(unitIssue('SUPER_ADMIN', null, false)).toBeUndefined();
    expect(unitIssue('SUPER_ADMIN', OWN_UNIT, true)).toEqual({
      path: '/unitId',
      message: USER_MESSAGES.unitNotForSuperAdmin,
    });
  });

  it('needs an existing unit for every other role', () => {
    expect(unitIssue('ADMIN_LV2', OWN_UNIT, true)).toBeUndefined();
    expect(unitIssue('ADMIN_LV2', null, false)).toEqual({
      path: '/unitId',
      message: USER_MESSAGES.unitRequired,
    });
    expect(unitIssue('ADMIN_LV3', 999, false)).toEqual({
      path: '/unitId',
      message: USER_MESSAGES.unitUnknown,
    });
  });
});

const user = (status: UserStatus, more: Partial<ManagedUser> = {}): ManagedUser => ({
  role: 'ADMIN_LV3',
  unitId: OWN_UNIT,
  status,
  lineUserId: null,
  providerId: null,
  lastLoginAt: null,
  inviteUsedAt: null,
  ...more,
});
const signedIn = { lineUserId: 'U1', providerId: 'P1', lastLoginAt: new Date() };

describe('statuses', () => {
  it('tells a user who has signed in from one who has not', () => {
    expect(hasAcceptedInvite(user('INVITED'))).toBe(false);
    expect(hasAcceptedInvite(user('ACTIVE', signedIn))).toBe(true);
    expect(hasAcceptedInvite(user('DISABLED', { providerId: 'P1' }))).toBe(true);
    expect(hasAcceptedInvite(user('DISABLED', { lastLoginAt: new Date() }))).toBe(true);
  });

  it('counts a sign-in that stopped after the LINE step (as invites once were used) as none', () => {
    const halfWay = { lineUserId: 'U1', inviteUsedAt: new Date() };
    expect(hasAcceptedInvite(user('INVITED', halfWay))).toBe(false);
    expect(hasAcceptedInvite(user('DISABLED', halfWay))).toBe(false);
    expect(settableStatuses(user('INVITED', halfWay))).toEqual(['INVITED', 'DISABLED']);
    expect(mayReissueInvite(user('INVITED', halfWay))).toBe(true);
    expect(mayReissueInvite(user('DISABLED', halfWay))).toBe(true);
  });

  it('keeps an invited user INVITED or DISABLED until the invite is used', () => {
    expect(settableStatuses(user('INVITED'))).toEqual(['INVITED', 'DISABLED']);
    expect(settableStatuses(user('DISABLED'))).toEqual(['INVITED', 'DISABLED']);
    expect(statusIssue(user('INVITED'), 'ACTIVE', false)).toEqual({
      path: '/status',
      message: USER_MESSAGES.activeNeedsInvite,
    });
    expect(statusIssue(user('DISABLED'), 'ACTIVE', false)?.message).toBe(
      USER_MESSAGES.activeNeedsInvite,
    );
    expect(statusIssue(user('INVITED'), 'DISABLED', false)).toBeUndefined();
    expect(statusIssue(user('DISABLED'), 'INVITED', false)).toBeUndefined();
  });

  it('keeps a user who has accepted ACTIVE or DISABLED', () => {
    expect(settableStatuses(user('ACTIVE'))).toEqual(['ACTIVE', 'DISABLED']);
    expect(settableStatuses(user('DISABLED', signedIn))).toEqual(['ACTIVE', 'DISABLED']);
    expect(statusIssue(user('ACTIVE', signedIn), 'INVITED', false)).toEqual({
      path: '/status',
      message: USER_MESSAGES.inviteAlreadyAccepted,
    });
    expect(statusIssue(user('DISABLED', signedIn), 'ACTIVE', false)).toBeUndefined();
    expect(statusIssue(user('ACTIVE', signedIn), 'DISABLED', false)).toBeUndefined();
  });

  it('refuses disabling yourself, but not keeping your status', () => {
    expect(statusIssue(user('ACTIVE', signedIn), 'DISABLED', true)).toEqual({
      path: '/status',
      message: USER_MESSAGES.disableSelf,
    });
    expect(statusIssue(user('ACTIVE', signedIn), 'ACTIVE', true)).toBeUndefined();
  });

  it('re-issues invites to every user who has never signed in', () => {
    expect(mayReissueInvite(user('INVITED'))).toBe(true);
    expect(mayReissueInvite(user('DISABLED'))).toBe(true);
    expect(mayReissueInvite(user('DISABLED', signedIn))).toBe(false);
    expect(mayReissueInvite(user('ACTIVE'))).toBe(false);
  });
});

describe('removesLastActiveSuperAdmin', () => {
  const activeSuper = { role: 'SUPER_ADMIN', status: 'ACTIVE' } as const;

  it('refuses disabling, demoting or deleting the only active Super Admin', () => {
    expect(
      removesLastActiveSuperAdmin(activeSuper, { ...activeSuper, status: 'DISABLED' }, 0),
    ).toBe(true);
    expect(removesLastActiveSuperAdmin(activeSuper, { ...activeSuper, role: 'ADMIN_LV1' }, 0)).toBe(
      true,
    );
    expect(removesLastActiveSuperAdmin(activeSuper, null, 0)).toBe(true);
  });

  it('allows it while another active Super Admin remains, and any other change', () => {
    expect(removesLastActiveSuperAdmin(activeSuper, null, 1)).toBe(false);
    expect(removesLastActiveSuperAdmin(activeSuper, activeSuper, 0)).toBe(false);
    const disabledSuper = { role: 'SUPER_ADMIN', status: 'DISABLED' } as const;
    expect(removesLastActiveSuperAdmin(disabledSuper, null, 0)).toBe(false);
    const lv2 = { role: 'ADMIN_LV2', status: 'ACTIVE' } as const;
    expect(removesLastActiveSuperAdmin(lv2, null, 0)).toBe(false);
  });
});
