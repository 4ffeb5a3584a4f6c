import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import followerIdsRoutes from './follower-ids-routes';
import insightRoutes from './insight-routes';
import type { MessagingContext } from './messaging-context';
import { lineRequestId, messagingErrorHandler, requireChannelToken } from './messaging-http';
import profileRoutes from './profile-routes';
import quotaRoutes from './quota-routes';
import sendRoutes from './send-routes';
import validateRoutes from './validate-routes';

/**
 * The LINE Messaging API (api.line.me/v2/bot/...) as the API's `@line/bot-sdk` client calls it:
 * bearer channel access token, `x-line-request-id` on every answer, LINE's error bodies.
 */
const messagingApi: FastifyPluginAsyncTypebox<MessagingContext> = async (app, options) => {
  // Only the shared parts go on: the options also carry this plugin's own prefix.
  const context: MessagingContext = {
    config: options.config,
    store: options.store,
    faults: options.faults,
    channelFaults: options.channelFaults,
    rates: options.rates,
    channelTokens: options.channelTokens,
  };
  app.setErrorHandler(messagingErrorHandler);
  app.addHook(
    'onRequest',
    requireChannelToken(context.config.lineMessagingAccessToken, context.channelTokens),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-line-request-id', lineRequestId(request));
  });
  await app.register(sendRoutes, context);
  await app.register(validateRoutes, context);
  await app.register(quotaRoutes, context);
  await app.register(insightRoutes, context);
  await app.register(followerIdsRoutes, context);
  await app.register(profileRoutes, context);
};

export default messagingApi;
