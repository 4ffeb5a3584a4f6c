import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../../../plugins/app/auth';

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

/** Compared as SHA-256 digests, so that neither the length nor the content leaks by timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `token` is the registry's (constant time). */
export function isRegistryToken(token: string | null, registryToken: string | undefined): boolean {
  if (!token || !registryToken) return false;
  return timingSafeEqual(digest(token), digest(registryToken));
}

export default fp(
  async (app) => {
    app.decorateRequest('fromRegistry', false);
    const superAdmin = app.requirePermission('healthCenter', 'manage', 'all');
    app.decorate(
      'requireRegistryOrSuperAdmin',
      async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
        if (isRegistryToken(bearerToken(request), app.config.citizenRegistryToken)) {
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
