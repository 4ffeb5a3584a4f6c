import { organizationText, type OrganizationMismatch } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appUser, unit } from '../../db/schema';
import type { ProviderProfile } from '../../platform/provider-id';

type CheckedUser = Pick<typeof appUser.$inferSelect, 'id' | 'role' | 'unitId' | 'status'>;

/**
 * How the user's unit and the Provider ID profile's organisations differ, or undefined when the
 * unit is among them (a Super Admin belongs to no unit and always passes).
 */
export async function organizationMismatch(
  db: Database,
  user: CheckedUser,
  profile: ProviderProfile,
): Promise<OrganizationMismatch | undefined> {
  if (user.role === 'SUPER_ADMIN' || user.unitId === null) return undefined;
  const [own] = await db
    .select({ hcode: unit.hcode, name: unit.name })
    .from(unit)
    .where(eq(unit.id, user.unitId));
  // The unit is a foreign key of the user row, which the provider step holds locked.
  if (!own) throw new Error(`unit ${user.unitId} of user ${user.id} not found`);
  if (profile.organizations.some((org) => org.hcode === own.hcode)) return undefined;
  return {
    unit: own,
    organizations: profile.organizations.map(({ hcode, name }) => ({ hcode, name })),
    invited: user.status === 'INVITED',
  };
}

/** The mismatch as the activity log keeps it. */
export function describeMismatch(mismatch: OrganizationMismatch): string {
  const found = mismatch.organizations.map(organizationText).join(', ') || 'ไม่มีหน่วยบริการ';
  return `หน่วยบริการ ${organizationText(mismatch.unit)}, Provider ID สังกัด ${found}`;
}
