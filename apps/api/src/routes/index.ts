import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import broadcastRoutes from './api/broadcast';
import citizenRoutes from './api/citizen';
import dashboardRoutes from './api/dashboard';
import healthRoutes from './api/health';
import provinceRoutes from './api/health-center/province';
import regionRoutes from './api/health-center/region';
import reportRoutes from './api/report';
import unitRoutes from './api/health-center/unit';
import uploadRoutes from './api/upload';
import loginRoutes from './api/login';
import metricsRoutes from './metrics';
import segmentRoutes from './api/segment';
import trackingUrlRoutes from './api/tracking-url';
import excludedCidRoutes from './api/setting/cid';
import logRoutes from './api/setting/log';
import userManagementRoutes from './api/setting/user-management';
import profileRoute from './api/setting/user-management/profile';
import fileRoutes from './files';
import trackingRedirectRoutes from './tracking-redirect';
import lineWebhookRoutes from './webhook';

/** Every route of the API, one plugin per area under routes/api/<area>. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(profileRoute);
  await app.register(userManagementRoutes);
  await app.register(logRoutes);
  await app.register(excludedCidRoutes);
  await app.register(regionRoutes);
  await app.register(provinceRoutes);
  await app.register(unitRoutes);
  await app.register(uploadRoutes);
  await app.register(segmentRoutes);
  await app.register(broadcastRoutes);
  await app.register(citizenRoutes);
  await app.register(reportRoutes);
  await app.register(dashboardRoutes);
  await app.register(fileRoutes);
  await app.register(trackingRedirectRoutes);
  await app.register(trackingUrlRoutes);
  await app.register(lineWebhookRoutes);
  await app.register(metricsRoutes);
};

export default routes;
