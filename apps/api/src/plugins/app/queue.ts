import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { createQueue, ensureQueue } from '../../engine/jobs/queue';
import { TrackedExecutor } from '../../engine/jobs/tracked-executor';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss) on the product's database; started in the start-up. */
    queue: PgBoss;
    /** Creates a queue unless it exists; safe when several API processes start together. */
    ensureQueue(name: string): Promise<void>;
    /** Resolves when the queue is running and can read its tables; rejects otherwise. */
    checkQueue(): Promise<void>;
  }
}

/**
 * pg-boss on the product's database: started in the start-up once the database is ready (the
 * plugins after this one add their queues, schedules and workers in their own steps), stopped
 * (letting jobs finish) on close.
 */
export default fp(
  async (app) => {
    const executor = new TrackedExecutor(app.database.sql);
    const boss = createQueue(executor);
    let started = false;
    let running = false;
    boss.on('error', (error) => app.log.error({ err: error }, 'queue error'));
    boss.on('stopped', () => {
      running = false;
    });

    app.startup.add(async () => {
      app.startup.enter('starting');
      // pg-boss installs its schema on first start; its own lock does not stop two processes
      // starting together from both trying (PostgreSQL reports a duplicate schema), ours does.
      await app.database.withSchemaLock(() => boss.start());
      started = true;
      running = true;
    });

    app.decorate('queue', boss);
    app.decorate('ensureQueue', (name: string) => ensureQueue(app.database, boss, name));
    app.decorate('checkQueue', async () => {
      if (!running) throw new Error('The queue is not running');
      await boss.schemaVersion();
    });
    app.addHook('onClose', async () => {
      if (!started) return;
      await boss.stop({ graceful: true, timeout: 10_000 });
      // Workers still fetching end their loops once their statement answers: before the database closes.
      await executor.idle(5_000);
      executor.close((statement) =>
        app.log.warn(
          { statement: statement.slice(0, 120) },
          'a job ended after the queue stopped: its end is not written (pg-boss failed it on stopping, or takes it up again once it expires)',
        ),
      );
      app.log.info('queue stopped');
    });
  },
  { name: 'queue', dependencies: ['database', 'startup'] },
);
