import { join, resolve } from 'node:path';

/**
 * Where the API's own files live. From sources this module sits in `apps/api/src`; in the bundle
 * everything sits in `dist/apps/api` (the build defines `__dirname` for the ESM output and copies
 * `db/migrations` and `db/seed-data` next to `main.mjs`). Both are three levels below the
 * repository root, so the same relative paths hold in either case.
 */
const appDir = __dirname;

export const paths = {
  appDir,
  repoRoot: resolve(appDir, '..', '..', '..'),
  migrations: join(appDir, 'db', 'migrations'),
  seedData: join(appDir, 'db', 'seed-data'),
  /** The embedded database's process: built beside `main.mjs` (see vite.config.ts). */
  embeddedDatabaseEntry: join(appDir, 'embedded-db.mjs'),
} as const;
