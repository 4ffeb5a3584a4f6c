import formBody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** Parses application/x-www-form-urlencoded bodies, as the OAuth token endpoints receive them. */
export default fp(
  async (app) => {
    await app.register(formBody);
  },
  { name: 'form-body' },
);
