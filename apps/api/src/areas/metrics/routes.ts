import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../../http-errors';
import { mayReadMetrics } from './metrics-access';
import { bearerToken } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import { MetricsHeaders, MetricsText } from './schema';

export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics`: the operators' Prometheus metrics (`Authorization: Bearer <METRICS_TOKEN>`;
 * open without a token on development machines only), else 401. Left out of the OpenAPI
 * document: it is for Prometheus, not for the console.
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    METRICS_PATH,
    {
      schema: {
        hide: true,
        headers: MetricsHeaders,
        response: { 200: MetricsText, 401: ErrorBody },
      },
      onRequest: async (request) => {
        if (!mayReadMetrics(app.config, bearerToken(request))) throw unauthorized();
      },
    },
    async (_request, reply) => {
      const { registry } = app.metrics;
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
};

export default metricsRoutes;
