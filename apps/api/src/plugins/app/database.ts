import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Database, DatabaseDriver, DatabaseHandle } from '../../db/database';
import { openInMemoryDatabase } from '../../db/embedded/open-embedded';
import { LateDatabase } from '../../db/late-database';
import { openDatabase } from '../../db/open-database';
import { prepareDatabase } from '../../startup/prepare-database';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database with its driver, health check and raw SQL access. Held from registration on;
     * usable once the start-up has opened it (see `LateDatabase`).
     */
    database: DatabaseHandle;
    /** Drizzle over the database (shortcut for `database.db`). */
    db: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database opened by the caller; it is migrated and seeded but not closed by the app. */
  database?: DatabaseHandle;
  /** Open a fresh in-memory embedded database instead of the configured one. */
  inMemory?: boolean;
}

/**
 * The database, opened in the start-up (not while the plugins load: a first start on a slow
 * machine takes as long as it takes): applies the migrations, seeds the reference data (and the
 * demo data when SEED_DEMO_DATA=true, with SEED_DEMO_CITIZENS synthetic citizens) and closes it on
 * close.
 */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const given = options.database;
    const driver: DatabaseDriver =
      given?.driver ?? (options.inMemory || !app.config.databaseUrl ? 'pglite' : 'postgres');
    const database = new LateDatabase(driver);
    app.decorate('database', database);
    // A getter: Fastify looks into a plain value for one, which the database would refuse.
    app.decorate('db', { getter: () => database.db });

    const open = async (): Promise<DatabaseHandle> => {
      if (given) return given;
      if (options.inMemory) return openInMemoryDatabase();
      if (driver === 'pglite') {
        app.log.info(`opening the embedded database in ${join(app.config.dataDir, 'pglite')}`);
      }
      return openDatabase(app.config, {
        // The error carries the whole pg client; its message is what an operator needs.
        onPoolError: (error) =>
          app.log.error({ reason: error.message }, 'database connection failed'),
        onEmbeddedExit: (detail) => {
          app.log.fatal(detail, 'the embedded database stopped; the API cannot go on');
          process.exit(1);
        },
      });
    };

    app.startup.add(async (signal) => {
      app.startup.enter('opening');
      database.open(await open());
      await prepareDatabase(database, {
        config: app.config,
        log: app.log,
        startup: app.startup,
        signal,
      });
      app.log.info({ driver }, 'database ready');
    });

    if (!given) {
      app.addHook('onClose', async () => {
        if (!database.isOpen) return;
        await database.close();
        app.log.info('database closed');
      });
    }
  },
  { name: 'database', dependencies: ['config', 'startup'] },
);
