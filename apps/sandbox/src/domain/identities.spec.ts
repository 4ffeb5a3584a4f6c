import { DEMO_IDENTITIES, DEMO_INVITE_CODE, DEMO_UNITS, ROLES } from '@hbc/contracts';
import { describeUser, findIdentity, healthIdIdentities, lineIdentities } from './identities';

function identity(id: string) {
  const found = findIdentity(id);
  if (!found) throw new Error(`no identity ${id}`);
  return found;
}

describe('demo identities', () => {
  it('have unique ids, LINE userIds, Health ID accounts and provider ids', () => {
    const unique = (values: (string | null | undefined)[]) => {
      const present = values.filter((v): v is string => typeof v === 'string');
      return new Set(present).size === present.length;
    };
    expect(unique(DEMO_IDENTITIES.map((i) => i.id))).toBe(true);
    expect(unique(DEMO_IDENTITIES.map((i) => i.line?.userId))).toBe(true);
    expect(unique(DEMO_IDENTITIES.map((i) => i.provider?.healthAccountId))).toBe(true);
    expect(unique(DEMO_IDENTITIES.map((i) => i.provider?.providerId))).toBe(true);
    expect(unique(DEMO_IDENTITIES.map((i) => i.provider?.hashCid))).toBe(true);
  });

  it('use the formats of the real services', () => {
    for (const identity of DEMO_IDENTITIES) {
      expect(identity.id).toMatch(/^[a-z0-9-]+$/);
      if (identity.line) {
        expect(identity.line.userId).toMatch(/^U[0-9a-f]{32}$/);
        expect(identity.line.picturePath).toBe(`/sandbox/avatar/${identity.id}.png`);
      }
      if (identity.provider) {
        expect(identity.provider.hashCid).toMatch(/^[0-9a-f]{64}$/);
        for (const org of identity.provider.organizations) expect(org.hcode).toMatch(/^\d{5}$/);
      }
    }
    for (const unit of DEMO_UNITS) expect(unit.hcode).toMatch(/^\d{5}$/);
  });

  it('cover every role, a disabled user, a pending invite and people without a user', () => {
    const users = DEMO_IDENTITIES.flatMap((i) => (i.user ? [i.user] : []));
    for (const role of ROLES) {
      expect(users.some((u) => u.role === role && u.status === 'ACTIVE')).toBe(true);
    }
    expect(users.filter((u) => u.status === 'DISABLED')).toHaveLength(1);
    const invited = users.filter((u) => u.status === 'INVITED');
    expect(invited).toEqual([
      expect.objectContaining({ inviteCode: DEMO_INVITE_CODE, bound: false }),
    ]);
    expect(
      users.filter((u) => u.status !== 'INVITED').every((u) => u.inviteCode === null && u.bound),
    ).toBe(true);
    expect(DEMO_IDENTITIES.some((i) => i.user === null && i.line !== null)).toBe(true);
  });

  it('place users in known units, Super Admin in none, each at their provider organization', () => {
    for (const identity of DEMO_IDENTITIES) {
      const user = identity.user;
      if (!user) continue;
      if (user.role === 'SUPER_ADMIN') {
        expect(user.unitHcode).toBeNull();
        continue;
      }
      expect(DEMO_UNITS.map((u) => u.hcode)).toContain(user.unitHcode);
      expect(identity.provider?.organizations.map((o) => o.hcode)).toContain(user.unitHcode);
    }
  });

  it('are found by id and listed per service', () => {
    expect(findIdentity('admin-lv3')?.displayName).toBe('นายกิตติพงษ์ บุญมา');
    expect(findIdentity('nobody')).toBeUndefined();
    expect(lineIdentities()).toHaveLength(DEMO_IDENTITIES.filter((i) => i.line).length);
    expect(healthIdIdentities().map((i) => i.id)).toContain('not-provider');
    expect(describeUser(identity('invited-lv3'))).toBe(
      'Admin LV3 · โรงพยาบาลศูนย์สาธิต · รอตอบรับคำเชิญ · รหัสเชิญ DEMO-INVITE-LV3',
    );
    expect(describeUser(identity('no-user'))).toBe('ไม่มีผู้ใช้ในระบบ');
  });
});
