import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { SANDBOX_BASE_PATHS } from './config/defaults';
import { loadSandboxConfig, type SandboxConfig } from './config/load-config';
import { systemClock, type Clock } from './domain/clock';
import healthId from './health-id';
import lineLogin from './line';
import lineOfficialAccount from './line-webhook';
import lineMessaging from './messaging-api';
import sandboxContext from './plugins/app/sandbox-context';
import formBody from './plugins/external/form-body';
import providerId from './provider-id';
import sandboxRoutes from './sandbox/sandbox-routes';

export interface BuildAppOptions {
  /** Defaults to the development defaults (no environment is read here). */
  config?: SandboxConfig;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The sandbox: local stand-ins for LINE Login v2.1, the LINE Messaging API and MOPH Health ID /
 * Provider ID that speak the real protocols, and LINE's webhook calls to the API (follow /
 * unfollow). Plugins load external → app → routes.
 */
export async function buildApp(options: BuildAppOptions = {}) {
  const config = options.config ?? loadSandboxConfig({});
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(formBody);

  await app.register(sandboxContext, { config, clock: options.clock ?? systemClock });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'NOT_FOUND' }));

  await app.register(sandboxRoutes);
  await app.register(lineLogin, { prefix: SANDBOX_BASE_PATHS.line });
  // The Messaging API under /line (and at the root, where @line/bot-sdk sends), its controls
  // under /sandbox/messaging and its chat page at /line/oa/chat.
  await app.register(lineMessaging);
  await app.register(lineOfficialAccount, { prefix: SANDBOX_BASE_PATHS.lineOfficialAccount });
  await app.register(healthId, { prefix: SANDBOX_BASE_PATHS.healthId });
  await app.register(providerId, { prefix: SANDBOX_BASE_PATHS.providerId });
  return app;
}

export type SandboxApp = Awaited<ReturnType<typeof buildApp>>;
