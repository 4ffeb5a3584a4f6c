import fp from 'fastify-plugin';
import { createLineLogin, type LineLogin } from '../../platform/line-login';
import { createProviderSignIn, type ProviderSignIn } from '../../platform/provider-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** LINE Login v2.1 (the sandbox in development, LINE in production). */
    lineLogin: LineLogin;
    /** MOPH Health ID + Provider ID. */
    providerSignIn: ProviderSignIn;
  }
}

/** The adapters of the external platforms, built from the configuration. */
export default fp(
  async (app) => {
    const { lineLogin, healthId, providerId } = app.config;
    app.decorate('lineLogin', createLineLogin(lineLogin));
    app.decorate('providerSignIn', createProviderSignIn(healthId, providerId));
  },
  { name: 'platform', dependencies: ['config'] },
);
