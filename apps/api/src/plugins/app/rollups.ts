import fp from 'fastify-plugin';
import { LineDeliveryInsight } from '../../areas/dashboard/line-delivery-insight';
import { runRollups } from '../../engine/rollup/run-rollups';

/** The queue of the rollups; pg-boss runs a schedule once however many APIs run. */
export const ROLLUP_QUEUE = 'rollups';
/** Every five minutes, Bangkok time. */
export const ROLLUP_CRON = '*/5 * * * *';

/**
 * Schedules and works (from the start-up, once the queue runs) the daily rollups the report and
 * the dashboard read (clicks, following, LINE deliveries), and runs them once then, so a fresh
 * start's dashboard is not empty. That first run is the process's own (not a job): the API waits
 * for it before it closes, and a failure is only logged. Runs at once in several processes take
 * turns on the click state row and add nothing twice.
 */
export default fp(
  async (app) => {
    const queue = app.queue;
    const insight = new LineDeliveryInsight(app.config.lineMessaging);
    const rollUp = async () => {
      const run = await runRollups(app.db, insight);
      if (run.deliveries.failure) {
        app.log.warn({ reason: run.deliveries.failure }, 'LINE delivery insight unavailable');
      }
      if (run.clicks.unsettled) {
        app.log.warn('click rollup left to the next run: click writes stayed open too long');
      }
      app.log.info(run, 'rollups done');
      return run;
    };

    let firstRun: Promise<unknown> | undefined;
    app.startup.add(async () => {
      await app.ensureQueue(ROLLUP_QUEUE);
      await queue.schedule(ROLLUP_QUEUE, ROLLUP_CRON, {}, { tz: 'Asia/Bangkok' });
      await queue.work(ROLLUP_QUEUE, rollUp);
      firstRun = rollUp().catch((error: unknown) =>
        app.log.error({ err: error }, 'rollups at start failed'),
      );
    });
    app.addHook('preClose', async () => {
      await firstRun;
    });
  },
  { name: 'rollups', dependencies: ['queue', 'database', 'config', 'startup'] },
);
