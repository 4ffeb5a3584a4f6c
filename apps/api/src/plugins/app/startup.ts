import fp from 'fastify-plugin';
import { toErrorReply } from '../../error-reply';
import { serviceUnavailable } from '../../http-errors';
import type { Startup } from '../../startup/startup';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's start-up work; the steps of the plugins that need the database. */
    startup: Startup;
  }
  interface FastifyContextConfig {
    /** The route answers while the process starts (the health checks); others answer 503. */
    answersWhileStarting?: boolean;
  }
}

/** What a 503 of a starting process asks a client to wait before trying again, in seconds. */
export const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * Makes the start-up available as `app.startup`, answers every request 503 SERVICE_UNAVAILABLE
 * (with Retry-After) until it has finished, except on the routes that answer while starting,
 * and stops it when the app closes before it has.
 */
export default fp<{ startup: Startup }>(
  async (app, { startup }) => {
    app.decorate('startup', startup);
    app.addHook('onRequest', async (request, reply) => {
      if (startup.isReady || request.routeOptions.config.answersWhileStarting) return;
      const { statusCode, body } = toErrorReply(serviceUnavailable());
      return reply
        .code(statusCode)
        .header('retry-after', String(STARTING_RETRY_AFTER_SECONDS))
        .send(body);
    });
    app.addHook('preClose', () => startup.stop());
  },
  { name: 'startup' },
);
