import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import healthRoutes from './api/health';

/** Every route of the API, one plugin per area under routes/api/<area>. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
};

export default routes;
