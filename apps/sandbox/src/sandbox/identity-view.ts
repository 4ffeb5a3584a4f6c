import type { Static } from '@sinclair/typebox';
import type { DemoIdentity } from '@hbc/contracts';
import { unitName } from '../domain/identities';
import type { SandboxIdentity } from './schemas';

/** How `GET /sandbox/identities` shows an identity: its ids, role, unit and status. */
export function identityView(
  identity: DemoIdentity,
  publicUrl: string,
): Static<typeof SandboxIdentity> {
  const unitHcode = identity.user?.unitHcode ?? null;
  return {
    id: identity.id,
    displayName: identity.displayName,
    purpose: identity.purpose,
    role: identity.user?.role ?? null,
    unitHcode,
    unitName: unitName(unitHcode),
    status: identity.user?.status ?? null,
    inviteCode: identity.user?.inviteCode ?? null,
    lineUserId: identity.line?.userId ?? null,
    lineDisplayName: identity.line?.displayName ?? null,
    pictureUrl: identity.line ? `${publicUrl}${identity.line.picturePath}` : null,
    healthAccountId: identity.provider?.healthAccountId ?? null,
    providerId: identity.provider?.providerId ?? null,
    hashCid: identity.provider?.hashCid ?? null,
    organizations: identity.provider?.organizations.map((org) => ({ ...org })) ?? [],
  };
}
