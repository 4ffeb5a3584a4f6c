import { API_ERRORS, API_PATHS, APP_VERSION } from '@hbc/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STARTING_RETRY_AFTER_SECONDS } from '../../plugins/app/startup';
import { checkPart } from './check-part';
import { HealthBody } from './schema';

export interface HealthRouteOptions {
  /** Where it answers: `/api/health`, or a worker process's `/health`. */
  url?: string;
}

/**
 * `GET /api/health`: 200 when the database and the queue answer, 503 naming what is down; while
 * the process starts, 503 naming the start-up's phase (it answers then, unlike other routes).
 */
const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (
  app,
  { url = API_PATHS.health },
) => {
  app.get(
    url,
    {
      config: { answersWhileStarting: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness of the API, its database and its job queue',
        response: { 200: HealthBody, 503: HealthBody },
      },
    },
    async (request, reply) => {
      if (!app.startup.isReady) {
        return reply
          .code(503)
          .header('retry-after', String(STARTING_RETRY_AFTER_SECONDS))
          .send({
            message: API_ERRORS.SERVICE_UNAVAILABLE,
            data: {
              status: 'starting',
              startup: app.startup.phase,
              version: APP_VERSION,
              database: 'starting',
              queue: 'starting',
              driver: app.database.driver,
            },
          });
      }
      const [database, queue] = await Promise.all([
        checkPart(() => app.database.ping()),
        checkPart(() => app.checkQueue()),
      ]);
      const ok = database === 'ok' && queue === 'ok';
      if (!ok) request.log.warn({ database, queue }, 'health check failed');
      return reply.code(ok ? 200 : 503).send({
        message: ok ? 'SUCCESS' : 'SERVICE_UNAVAILABLE',
        data: {
          status: ok ? 'ok' : 'unavailable',
          version: APP_VERSION,
          database,
          queue,
          driver: app.database.driver,
        },
      });
    },
  );
};

export default healthRoutes;
