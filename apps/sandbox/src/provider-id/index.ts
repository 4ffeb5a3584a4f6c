import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import profileRoute from './profile-route';
import tokenRoute from './token-route';

/** MOPH Provider ID stand-in (provider.id.th). */
const providerId: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(
    protocolErrorHandler((statusCode, message) => ({ status: statusCode, message })),
  );
  await app.register(tokenRoute);
  await app.register(profileRoute);
};

export default providerId;
