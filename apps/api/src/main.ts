import { buildApp, type AppMode } from './app';
import { ConfigError, loadConfig, type Config } from './config';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** `main.mjs --worker`: a worker process (see `AppMode`); the API otherwise. */
const mode: AppMode = process.argv.slice(2).includes('--worker') ? 'worker' : 'api';

/**
 * Starts the API: configuration, database (migrated and seeded), queue, then HTTP. A worker
 * starts the same without HTTP, listening only on METRICS_PORT when set (`/metrics`, `/health`).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({ config, mode });

  let stoppingOn: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => {
    // A Ctrl-C reaches both this process and `npm start`, which then sends SIGTERM: only the
    // same signal again (a second Ctrl-C) means "now".
    if (stoppingOn === signal) {
      app.log.warn({ signal }, 'stopping now without waiting');
      process.exit(1);
    }
    if (stoppingOn) return;
    stoppingOn = signal;
    app.log.info({ signal }, 'stopping: letting jobs finish, closing the queue and the database');
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const sending = config.sending.enabled ? 'on' : 'off (SENDING_ENABLED=false)';
  if (mode === 'api') {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `API ready on ${config.publicBaseUrl} (database: ${app.database.driver}, sending: ${sending})`,
    );
    return;
  }
  if (config.metrics.port !== undefined) {
    await app.listen({ port: config.metrics.port, host: config.host });
  }
  const listening =
    config.metrics.port === undefined
      ? 'no HTTP (METRICS_PORT is not set)'
      : `/metrics and /health on port ${config.metrics.port}`;
  app.log.info(
    `worker ready: ${listening} (database: ${app.database.driver}, sending: ${sending})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The ${mode === 'worker' ? 'worker' : 'API'} could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
