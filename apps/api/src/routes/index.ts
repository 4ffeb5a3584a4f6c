import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import healthRoutes from './api/health';
import regionRoutes from './api/health-center/region';
import uploadRoutes from './api/upload';
import loginRoutes from './api/login';
import logRoutes from './api/setting/log';
import profileRoute from './api/setting/user-management/profile';
import fileRoutes from './files';

/** Every route of the API, one plugin per area under routes/api/<area>. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(profileRoute);
  await app.register(logRoutes);
  await app.register(regionRoutes);
  await app.register(uploadRoutes);
  await app.register(fileRoutes);
};

export default routes;
