import fp from 'fastify-plugin';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the validated configuration available as `app.config` and logs its warnings. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
    for (const warning of config.warnings) app.log.warn(warning);
  },
  { name: 'config' },
);
