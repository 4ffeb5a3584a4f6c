import { API_ERRORS, API_PATHS, APP_VERSION } from '@hbc/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STARTING_RETRY_AFTER_SECONDS } from '../../plugins/app/startup';
import { checkPart } from './check-part';
import { checkChannelsAtStart, readChannelCheck } from './line-channel-check';
import { HealthBody } from './schema';

export interface HealthRouteOptions {
  /** Where it answers: `/api/health`, or a worker process's `/health`. */
  url?: string;
}

/**
 * `GET /api/health`: 200 when the database and the queue answer, 503 naming what is down; while
 * the process starts, 503 naming the start-up's phase (it answers then, unlike other routes). It
 * also says, in Thai, whether the LINE Login and Messaging API channels share a provider.
 */
const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (
  app,
  { url = API_PATHS.health },
) => {
  if (app.config.lineMessaging.checkChannelsAtStart) {
    // In the background: a slow LINE must not hold the process's start.
    let checking: Promise<unknown> = Promise.resolve();
    app.startup.add(async () => {
      checking = checkChannelsAtStart(app.db, app.sending.line, app.log).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the check of the LINE channels’ provider failed'),
      );
    });
    // Waited for, not returned: a preClose hook's resolved value is taken for an error, and the
    // outcome ('SAME_PROVIDER') made every graceful stop fail.
    app.addHook('preClose', async () => {
      await checking;
    });
  }
  /** The last check of the LINE channels; none when it cannot be read (the database answers it). */
  const lineChannels = () => readChannelCheck(app.db).catch(() => null);

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
      const [database, queue, channels] = await Promise.all([
        checkPart(() => app.database.ping()),
        checkPart(() => app.checkQueue()),
        lineChannels(),
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
          ...(channels ? { lineChannels: channels } : {}),
        },
      });
    },
  );
};

export default healthRoutes;
