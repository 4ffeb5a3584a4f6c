import type { FastifyBaseLogger } from 'fastify';
import { CidProtection } from '../cid/cid-protection';
import { seedDemoCitizens } from '../areas/citizen/seed-citizens';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { seedDemoData } from '../db/seed/demo-data';
import { seedReferenceData } from '../db/seed/reference-data';
import { tenthsLogger } from './tenths-logger';
import type { Startup } from './startup';

export interface PrepareDatabaseOptions {
  config: Pick<Config, 'seedDemoData' | 'seedDemoCitizens' | 'cidKeys'>;
  log: FastifyBaseLogger;
  startup: Pick<Startup, 'enter'>;
  signal: AbortSignal;
}

/**
 * Migrates the database, then seeds the reference data (and the demo data when SEED_DEMO_DATA=true,
 * with SEED_DEMO_CITIZENS synthetic citizens), saying what it does in short log lines. Every part
 * is safe to run again: a start stopped anywhere in it is completed by the next one.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  { config, log, startup, signal }: PrepareDatabaseOptions,
): Promise<void> {
  startup.enter('migrating');
  let applied = 0;
  await handle.migrate({
    signal,
    onWait: () => log.info('waiting for another process to finish migrating'),
    onMigration: ({ number, of, name }) => {
      applied = number;
      log.info(`migrating ${number} of ${of}: ${name}`);
    },
  });
  if (applied === 0) log.info('database schema up to date');

  startup.enter('seeding');
  // Processes starting together would otherwise insert the same rows at once and deadlock.
  await handle.withSchemaLock(
    async () => {
      await seedReferenceData(handle.db);
      if (!config.seedDemoData) return;
      await seedDemoData(handle.db);
      if (config.seedDemoCitizens > 0) await seedCitizens(handle, config, log, signal);
    },
    { signal, onWait: () => log.info('waiting for another process to finish seeding') },
  );
}

async function seedCitizens(
  handle: DatabaseHandle,
  config: PrepareDatabaseOptions['config'],
  log: FastifyBaseLogger,
  signal: AbortSignal,
): Promise<void> {
  const target = config.seedDemoCitizens;
  const started = Date.now();
  const added = await seedDemoCitizens(handle, {
    target,
    protection: new CidProtection(config.cidKeys),
    signal,
    onProgress: tenthsLogger(target, (done) =>
      log.info(
        `seeding demo citizens ${done.toLocaleString('en-US')} / ${target.toLocaleString('en-US')}`,
      ),
    ),
  });
  if (added > 0) {
    log.info({ citizens: added, ms: Date.now() - started }, 'demo citizens seeded');
  }
}
