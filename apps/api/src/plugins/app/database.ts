import fp from 'fastify-plugin';
import { CidProtection } from '../../cid/cid-protection';
import { seedDemoCitizens } from '../../citizen/seed-citizens';
import type { Database, DatabaseHandle } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import { openInMemoryDatabase } from '../../db/embedded/open-embedded';
import { seedDemoData } from '../../db/seed/demo-data';
import { seedReferenceData } from '../../db/seed/reference-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database with its driver, health check and raw SQL access. */
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
 * Opens the database, applies migrations, seeds the reference data (and the demo data when
 * SEED_DEMO_DATA=true, with SEED_DEMO_CITIZENS synthetic citizens) and closes it on close.
 */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = !options.database;
    const handle =
      options.database ??
      (options.inMemory
        ? await openInMemoryDatabase()
        : await openDatabase(app.config, {
            // The error carries the whole pg client; its message is what an operator needs.
            onPoolError: (error) =>
              app.log.error({ reason: error.message }, 'database connection failed'),
            onEmbeddedExit: (detail) => {
              app.log.fatal(detail, 'the embedded database stopped; the API cannot go on');
              process.exit(1);
            },
          }));

    try {
      await handle.migrate();
      // Processes starting together would otherwise insert the same rows at once and deadlock.
      await handle.withSchemaLock(async () => {
        await seedReferenceData(handle.db);
        if (app.config.seedDemoData) await seedDemoData(handle.db);
        if (app.config.seedDemoData && app.config.seedDemoCitizens > 0) {
          const started = Date.now();
          const added = await seedDemoCitizens(handle, {
            target: app.config.seedDemoCitizens,
            protection: new CidProtection(app.config.cidKeys),
          });
          if (added > 0) {
            app.log.info({ citizens: added, ms: Date.now() - started }, 'demo citizens seeded');
          }
        }
      });
    } catch (error) {
      if (owned) await handle.close();
      throw error;
    }

    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (owned) {
      app.addHook('onClose', async () => {
        await handle.close();
        app.log.info('database closed');
      });
    }
    app.log.info({ driver: handle.driver }, 'database ready');
  },
  { name: 'database', dependencies: ['config'] },
);
