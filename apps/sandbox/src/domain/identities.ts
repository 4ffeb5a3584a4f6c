import {
  DEMO_IDENTITIES,
  DEMO_UNITS,
  ROLE_LABELS,
  type DemoIdentity,
  type DemoLineAccount,
  type DemoProviderAccount,
  type DemoUserStatus,
} from '@hbc/contracts';

export type LineIdentity = DemoIdentity & { line: DemoLineAccount };
export type HealthIdIdentity = DemoIdentity & { provider: DemoProviderAccount };

export function findIdentity(id: string): DemoIdentity | undefined {
  return DEMO_IDENTITIES.find((identity) => identity.id === id);
}

export function hasLine(identity: DemoIdentity): identity is LineIdentity {
  return identity.line !== null;
}

export function hasHealthId(identity: DemoIdentity): identity is HealthIdIdentity {
  return identity.provider !== null;
}

/** Identities that can sign in with the LINE Login stand-in. */
export function lineIdentities(): LineIdentity[] {
  return DEMO_IDENTITIES.filter(hasLine);
}

/** Identities that can sign in with the Health ID stand-in. */
export function healthIdIdentities(): HealthIdIdentity[] {
  return DEMO_IDENTITIES.filter(hasHealthId);
}

export function avatarPath(identityId: string): string {
  return `/sandbox/avatar/${identityId}.png`;
}

/** Absolute LINE picture URL of an identity, served by this sandbox. */
export function pictureUrl(publicUrl: string, identity: LineIdentity): string {
  return `${publicUrl}${identity.line.picturePath}`;
}

export function unitName(hcode: string | null): string | null {
  if (hcode === null) return null;
  return DEMO_UNITS.find((unit) => unit.hcode === hcode)?.name_th ?? hcode;
}

export const USER_STATUS_LABELS: Record<DemoUserStatus, string> = {
  ACTIVE: 'ใช้งานอยู่',
  INVITED: 'รอตอบรับคำเชิญ',
  DISABLED: 'ถูกระงับการใช้งาน',
};

/** One Thai line about the identity's console user: role, unit and status. */
export function describeUser(identity: DemoIdentity): string {
  const user = identity.user;
  if (!user) return 'ไม่มีผู้ใช้ในระบบ';
  const parts = [
    ROLE_LABELS[user.role],
    unitName(user.unitHcode) ?? 'ส่วนกลาง',
    USER_STATUS_LABELS[user.status],
  ];
  if (user.inviteCode) parts.push(`รหัสเชิญ ${user.inviteCode}`);
  return parts.join(' · ');
}
