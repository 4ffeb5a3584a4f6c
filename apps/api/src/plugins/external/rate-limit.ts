import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http-errors';

/**
 * Registered but not global: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counts are kept per process.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  { name: 'rate-limit' },
);
