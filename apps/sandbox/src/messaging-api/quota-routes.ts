import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessagingContext } from './messaging-context';
import { refuseRetryKey } from './messaging-http';
import {
  AuthorizationHeaders,
  LINE_ERRORS,
  QuotaConsumptionResponse,
  QuotaResponse,
} from './schemas';

/** The monthly message quota and what this month's sends used of it. */
const quotaRoutes: FastifyPluginAsyncTypebox<MessagingContext> = async (app, { store }) => {
  app.get(
    '/v2/bot/message/quota',
    {
      onRequest: refuseRetryKey,
      schema: { headers: AuthorizationHeaders, response: { 200: QuotaResponse, ...LINE_ERRORS } },
    },
    async () => ({ type: 'limited' as const, value: store.quota }),
  );

  app.get(
    '/v2/bot/message/quota/consumption',
    {
      onRequest: refuseRetryKey,
      schema: {
        headers: AuthorizationHeaders,
        response: { 200: QuotaConsumptionResponse, ...LINE_ERRORS },
      },
    },
    async () => ({ totalUsage: store.usageThisMonth() }),
  );
};

export default quotaRoutes;
