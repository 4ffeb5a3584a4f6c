import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { clientErrorAnswer } from './client-error-answer';
import { loadConfig, type Config } from './config';
import type { DatabaseHandle } from './db/database';
import { toErrorReply } from './error-reply';
import { notFound } from './http-errors';
import authPlugin from './plugins/app/auth';
import configPlugin from './plugins/app/config';
import consolePlugin from './plugins/app/console';
import databasePlugin from './plugins/app/database';
import errorHandlerPlugin from './plugins/app/error-handler';
import housekeepingPlugin from './plugins/app/housekeeping';
import lineChannelTokenPlugin from './plugins/app/line-channel-token';
import inputBoundsPlugin from './plugins/app/input-bounds';
import metricsPlugin from './plugins/app/metrics';
import platformPlugin from './plugins/app/platform';
import queuePlugin from './plugins/app/queue';
import rollupsPlugin from './plugins/app/rollups';
import sendingPlugin from './plugins/app/sending';
import startupPlugin from './plugins/app/startup';
import storagePlugin from './plugins/app/storage';
import trackingPlugin from './plugins/app/tracking';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import routes from './areas';
import followerSyncPlugin from './areas/follower-sync/follower-sync-jobs';
import workerRoutes from './areas/worker-routes';
import { coercedNumberKeywords, guardCoercedNumbers } from './schemas/coerced-numbers';
import { refuseCapitalHeaderNames, SchemaCompilers } from './schemas/compile-on-first-use';
import { freeTextKeyword } from './schemas/free-text';
import { invalidMessageKeyword } from './schemas/invalid-message';
import { guardRouteSchemas, storableTextKeyword } from './schemas/storable-text';
import { securityHeaders } from './security-headers';
import { Startup } from './startup/startup';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * `api`: the whole API (routes, console, OpenAPI) and, unless SENDING_ENABLED=false, the sending.
 * `worker`: the same code with HTTP off: database, queue, sending, housekeeping and rollups,
 * answering only `GET /metrics` and `GET /health` (main.ts listens for them on METRICS_PORT).
 */
export type AppMode = 'api' | 'worker';

export interface BuildAppOptions {
  /** `api` unless said. */
  mode?: AppMode;
  /** Validated configuration; read from the environment when absent. */
  config?: Config;
  /** A database opened by the caller (tests); the app migrates and seeds it but never closes it. */
  database?: DatabaseHandle;
  /** Use a fresh in-memory PGlite instead of the configured database (tests, quick trials). */
  inMemoryDatabase?: boolean;
  /** Fastify logger option; by default pino at the configured LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Extra route plugins mounted after the product's routes (tests exercise conventions with them). */
  routes?: FastifyPluginAsync[];
  /**
   * `true` (the default): answers once the start-up has finished (database migrated and seeded,
   * queue started), failing with it. `false`: as soon as the plugins are loaded, the start-up not
   * begun: the caller runs it (`app.startup.run()`), e.g. once the process listens, answering 503
   * meanwhile.
   */
  waitForStartup?: boolean;
  /** Fastify's limit on loading each plugin (its default unless said); the start-up has none. */
  pluginTimeout?: number;
}

/**
 * Builds the API: loads its plugins (quick: nothing waits on the database), then runs the
 * start-up (opening, migrating and seeding the database, starting the queue and what runs on it),
 * which takes as long as it needs. See `waitForStartup`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config = options.config ?? loadConfig();
  const headers = await securityHeaders();
  const startup = new Startup();
  const schemaCompilers = new SchemaCompilers();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    ...(options.pluginTimeout === undefined ? {} : { pluginTimeout: options.pluginTimeout }),
    // A starting process is polled (by `npm start`, a supervisor, a load balancer): its health
    // answers are not logged until it is ready, so the lines say what the start-up does.
    logController: new LogController({
      disableRequestLogging: (request) =>
        !startup.isReady && request.routeOptions.config.answersWhileStarting === true,
    }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    // `request.ip` (activity log, sign-in rate limit): the client behind the trusted proxies.
    trustProxy: config.trustProxy,
    ajv: {
      // Unknown fields are refused (400), never silently dropped; `verbose` lets an answer use a
      // field's own Thai text (`x-invalid-message`).
      customOptions: { allErrors: true, removeAdditional: false, verbose: true },
      plugins: [storableTextKeyword, invalidMessageKeyword, coercedNumberKeywords, freeTextKeyword],
    },
    schemaController: { compilersFactory: schemaCompilers.compilersFactory },
    // Answers given before routing skip the hooks (helmet's, the request id's): same answer here.
    clientErrorHandler: clientErrorAnswer(headers),
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const { statusCode, body } = toErrorReply(error);
      void reply.code(statusCode).headers(headers).header('x-request-id', request.id).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route exists: every string a request carries must be text the database can store.
  app.addHook('onRoute', guardRouteSchemas);
  // Numbers read out of text: finite, and in the URL written in plain decimal.
  app.addHook('onRoute', guardCoercedNumbers);
  app.addHook('onRoute', refuseCapitalHeaderNames);
  app.decorate('schemaCompilers', schemaCompilers);

  const worker = options.mode === 'worker';
  try {
    // External plugins first (swagger must see every route), then the app's own, then routes.
    if (!worker) {
      await app.register(helmetPlugin);
      await app.register(swaggerPlugin);
      await app.register(rateLimitPlugin);
    }

    await app.register(configPlugin, { config });
    await app.register(startupPlugin, { startup });
    await app.register(errorHandlerPlugin);
    await app.register(inputBoundsPlugin);
    await app.register(databasePlugin, {
      database: options.database,
      inMemory: options.inMemoryDatabase,
    });
    await app.register(queuePlugin);
    await app.register(housekeepingPlugin);
    await app.register(lineChannelTokenPlugin);
    await app.register(rollupsPlugin);
    await app.register(metricsPlugin);
    await app.register(sendingPlugin);
    await app.register(followerSyncPlugin);
    if (worker) {
      await app.register(workerRoutes);
      app.setNotFoundHandler(() => {
        throw notFound();
      });
    } else {
      await app.register(platformPlugin);
      await app.register(authPlugin);
      await app.register(storagePlugin);
      await app.register(trackingPlugin);
      await app.register(consolePlugin);
      await app.register(routes);
    }
    for (const plugin of options.routes ?? []) await app.register(plugin);
    await app.ready();
    if (options.waitForStartup !== false) await startup.run();
  } catch (error) {
    // Release whatever the plugins and the start-up opened so far (database, queue).
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
