import { DEMO_IDENTITIES, DEMO_UNITS, type DemoIdentity, type DemoUser } from '@hbc/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { appUser, province, unit } from '../schema';
import { demoUnits } from './demo-units';

/** How long the demo invite stays valid from when it is first seeded. */
export const DEMO_INVITE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

function splitName(identity: DemoIdentity): { firstName: string; lastName: string } {
  const provider = identity.provider;
  if (provider) return { firstName: provider.firstname_th, lastName: provider.lastname_th };
  const [firstName = identity.displayName, ...rest] = identity.displayName.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The demo units and staff users of DEMO_IDENTITIES (SEED_DEMO_DATA=true): the units of
 * DEMO_UNITS, and in every province its provincial health office and a few hospitals (one
 * insert); the Super Admin and the LV1–LV3 and disabled users with their LINE userId bound (the
 * provider identity is bound at their first sign-in); the pending invite, INVITED with its code
 * for 30 days; nothing for identities without a user. Rows already there are left as they are,
 * so running it again (or from several processes at once) changes nothing.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // The provinces there are: one deleted in the console gets no units.
    const provinces = await tx.select({ id: province.id, nameTh: province.nameTh }).from(province);
    await tx.insert(unit).values(demoUnits(provinces)).onConflictDoNothing({ target: unit.hcode });
    const units = await tx
      .select({ id: unit.id, hcode: unit.hcode })
      .from(unit)
      .where(
        inArray(
          unit.hcode,
          DEMO_UNITS.map((demo) => demo.hcode),
        ),
      );
    const unitId = (user: DemoUser) => {
      if (user.unitHcode === null) return null;
      const found = units.find((row) => row.hcode === user.unitHcode);
      if (!found) throw new Error(`Demo data: unit ${user.unitHcode} is not a demo unit`);
      return found.id;
    };

    const users = DEMO_IDENTITIES.flatMap((identity) => {
      const user = identity.user;
      if (!user) return [];
      const invited = user.status === 'INVITED';
      return [
        {
          ...splitName(identity),
          role: user.role,
          unitId: unitId(user),
          status: user.status,
          lineUserId: user.bound ? (identity.line?.userId ?? null) : null,
          inviteCode: invited ? user.inviteCode : null,
          inviteExpiresAt: invited ? new Date(now.getTime() + DEMO_INVITE_LIFETIME_MS) : null,
        },
      ];
    });
    // Bound users are known by their LINE userId, the invite by its code: both are unique.
    await tx.insert(appUser).values(users).onConflictDoNothing();
  });
}
