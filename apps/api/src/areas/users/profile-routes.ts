import { API_PATHS, SignedInProfileSchema } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { appUser, authSession, unit } from '../../db/schema';
import { unauthorized } from '../../http-errors';
import { declareRoute, defineResource, SIGNED_IN } from '../../resource';

/** `GET /api/setting/user-management/profile`: who is signed in, for the console's header. */
export default defineResource({
  tag: 'user-management',
  area: 'user',
  routes: [
    declareRoute({
      method: 'GET',
      url: API_PATHS.profile,
      summary: 'Profile of the signed-in user',
      access: SIGNED_IN,
      answer: { kind: 'data', schema: SignedInProfileSchema },
      handler: async (_request, { db, staff }) => {
        const [row] = await db
          .select({
            firstName: appUser.firstName,
            lastName: appUser.lastName,
            role: appUser.role,
            status: appUser.status,
            unitName: unit.name,
            unitLogo: unit.logoUrl,
            previousLogin: authSession.previousLoginAt,
          })
          .from(authSession)
          .innerJoin(appUser, eq(appUser.id, authSession.userId))
          .leftJoin(unit, eq(unit.id, appUser.unitId))
          .where(eq(authSession.id, staff.sessionId));
        if (!row) throw unauthorized();
        return {
          first_name: row.firstName,
          last_name: row.lastName,
          role: row.role,
          last_login: row.previousLogin?.toISOString() ?? null,
          hospital_name: row.unitName,
          hospital_logo: row.unitLogo,
          service_unit_name: row.unitName,
          status: row.status,
        };
      },
    }),
  ],
});
