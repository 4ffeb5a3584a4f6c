import { join } from 'node:path';
/* eslint-disable @nx/enforce-module-boundaries -- the API's own configuration, built in this process */
import { loadConfig } from '../../apps/api/src/config';
import { TEST_JWT_SECRET } from '../../apps/api/src/test/sign-in';

/**
 * The configuration of an API a bench builds in its own process: development secrets, quiet logs,
 * its files under `dataDir` and no console; `env` adds to it or overrides it.
 */
export function benchApiConfig(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    CONSOLE_DIST: join(dataDir, 'no-console'),
    ...env,
  });
}
