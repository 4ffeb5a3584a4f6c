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
 * Starts the API: configuration and plugins, then HTTP at once (answering 503 while starting),
 * while the start-up opens, migrates and seeds the database and starts the queue, as long as that
 * takes. A worker starts the same without HTTP, listening only on METRICS_PORT when set
 * (`/metrics`, `/health`).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({ config, mode, waitForStartup: false });

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

  const port = mode === 'api' ? config.port : config.metrics.port;
  if (port !== undefined) await app.listen({ port, host: config.host });

  try {
    await app.startup.run();
  } catch (error) {
    // A stop asked for during the start-up ends it; the stop says the rest.
    if (stoppingOn) return;
    await app.close().catch(() => undefined);
    throw error;
  }

  const sending = config.sending.enabled ? 'on' : 'off (SENDING_ENABLED=false)';
  const driver = app.database.driver;
  if (mode === 'api') {
    app.log.info(`API ready on ${config.publicBaseUrl} (database: ${driver}, sending: ${sending})`);
    return;
  }
  const listening =
    port === undefined
      ? 'no HTTP (METRICS_PORT is not set)'
      : `/metrics and /health on port ${port}`;
  app.log.info(`worker ready: ${listening} (database: ${driver}, sending: ${sending})`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The ${mode === 'worker' ? 'worker' : 'API'} could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
