import fp from 'fastify-plugin';
import { toErrorReply } from '../../error-reply';

/**
 * Every error becomes `{ message, errors? }` (architecture §5) and 5xx details stay in the log.
 * Paths no route takes are answered by the console plugin (SPA fallback or 404).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toErrorReply(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode, message: body.message }, 'request rejected');
      return reply.code(statusCode).send(body);
    });
  },
  { name: 'error-handler' },
);
