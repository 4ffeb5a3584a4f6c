import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isSameSecret } from '../../auth/same-secret';
import { bearerToken } from '../../plugins/app/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRegistryOrSuperAdmin`: the caller is the programme's registry. */
    fromRegistry: boolean;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of `POST /api/citizen/import`: the programme's registry
     * (`Authorization: Bearer <CITIZEN_REGISTRY_TOKEN>`, when one is configured), or a Super
     * Admin's access token; else 401 (no valid token) or 403 (another role).
     */
    requireRegistryOrSuperAdmin: preHandlerAsyncHookHandler;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('fromRegistry', false);
    const superAdmin = app.requirePermission('healthCenter', 'manage', 'all');
    app.decorate(
      'requireRegistryOrSuperAdmin',
      async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
        if (isSameSecret(bearerToken(request), app.config.citizenRegistryToken)) {
          request.fromRegistry = true;
          return;
        }
        await app.requireAccessToken.call(app, request, reply);
        await superAdmin.call(app, request, reply);
      },
    );
  },
  { name: 'citizen-registry-auth', dependencies: ['config', 'auth'] },
);
