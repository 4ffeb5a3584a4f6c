import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import healthRoutes from './health/routes';
import metricsRoutes from './metrics/routes';

/** Where a worker process answers its health check. */
export const WORKER_HEALTH_PATH = '/health';

/**
 * The only routes of a worker process (`main.mjs --worker`), served on METRICS_PORT when set:
 * `GET /metrics` and `GET /health`.
 */
const workerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(metricsRoutes);
  await app.register(healthRoutes, { url: WORKER_HEALTH_PATH });
};

export default workerRoutes;
