import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { protocolErrorHandler } from '../plugins/app/error-handler';
import authorizeRoute from './authorize-route';
import profileRoute from './profile-route';
import revokeRoute from './revoke-route';
import tokenRoute from './token-route';
import verifyRoutes from './verify-routes';

/** LINE Login v2.1 stand-in: access.line.me and api.line.me endpoints under one prefix. */
const lineLogin: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(
    protocolErrorHandler((statusCode, message) =>
      statusCode >= 500
        ? { error: 'server_error', error_description: message }
        : { error: 'invalid_request', error_description: message },
    ),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-line-request-id', randomUUID());
  });
  await app.register(authorizeRoute);
  await app.register(tokenRoute);
  await app.register(verifyRoutes);
  await app.register(profileRoute);
  await app.register(revokeRoute);
};

export default lineLogin;
