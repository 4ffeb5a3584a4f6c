import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@hbc/contracts';
import { recordActivity } from '../../../../activity-log/record-activity';
import { staffOf } from '../../../../plugins/app/auth';
import { ErrorBody } from '../../../../schemas/envelope';
import { LogEntryAnswer, LogEntryBody } from './schema';

/** `POST /api/setting/log`: the console records what the signed-in staff member did. */
const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API_PATHS.log,
    {
      onRequest: app.requireAccessToken,
      schema: {
        tags: ['activity-log'],
        summary: 'Writes an activity-log entry as the signed-in user (role and unit of now)',
        security: [{ bearer: [] }],
        body: LogEntryBody,
        response: { 200: LogEntryAnswer, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const id = await recordActivity(app.db, staffOf(request), request.body);
      return { message: 'SUCCESS' as const, data: { id } };
    },
  );
};

export default logRoutes;
