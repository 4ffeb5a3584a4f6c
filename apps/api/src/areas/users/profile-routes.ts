import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { appUser, authSession, unit } from '../../db/schema';
import { unauthorized } from '../../http-errors';
import { staffOf } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import { ProfileBody } from './profile-schema';

/** `GET /api/setting/user-management/profile`: who is signed in, for the console's header. */
const profileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.profile,
    {
      onRequest: app.requireAccessToken,
      schema: {
        tags: ['user-management'],
        summary: 'Profile of the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: ProfileBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const [row] = await app.db
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
        message: 'SUCCESS' as const,
        data: {
          first_name: row.firstName,
          last_name: row.lastName,
          role: row.role,
          last_login: row.previousLogin?.toISOString() ?? null,
          hospital_name: row.unitName,
          hospital_logo: row.unitLogo,
          service_unit_name: row.unitName,
          status: row.status,
        },
      };
    },
  );
};

export default profileRoute;
