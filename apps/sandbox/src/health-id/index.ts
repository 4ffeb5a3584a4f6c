import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import redirectRoute from './redirect-route';
import tokenRoute from './token-route';

/** MOPH Health ID stand-in (moph.id.th). */
const healthId: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(
    protocolErrorHandler((_statusCode, message) => ({ status: 'fail', message })),
  );
  await app.register(redirectRoute);
  await app.register(tokenRoute);
};

export default healthId;
