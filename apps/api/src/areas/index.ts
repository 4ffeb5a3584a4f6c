import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import broadcastRoutes from './broadcast/routes';
import citizenRoutes from './citizen/routes';
import dashboardRoutes from './dashboard/routes';
import healthRoutes from './health/routes';
import provinceRoutes from './health-center/province/routes';
import regionRoutes from './health-center/region/routes';
import reportRoutes from './report/routes';
import unitRoutes from './health-center/unit/routes';
import uploadRoutes from './media/upload-routes';
import loginRoutes from './sign-in/routes';
import metricsRoutes from './metrics/routes';
import segmentRoutes from './segment/routes';
import trackingUrlRoutes from './tracking-url/routes';
import excludedCidRoutes from './excluded-cids/routes';
import logRoutes from './activity-log/routes';
import userManagementRoutes from './users/routes';
import profileRoute from './users/profile-routes';
import fileRoutes from './media/file-routes';
import trackingRedirectRoutes from './tracking-redirect/routes';
import lineWebhookRoutes from './line-webhook/routes';

/** Every route of the API: one plugin per area under areas/<area>/. */
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
