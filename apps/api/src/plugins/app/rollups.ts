import fp from 'fastify-plugin';
import { LineDeliveryInsight } from '../../areas/dashboard/line-delivery-insight';
import { rollUpClicks } from '../../engine/rollup/click-rollup';
import { rollUpFreshClicks } from '../../engine/rollup/fresh-click-rollup';
import {
  ROLLUP_EVERY_MINUTES,
  rollupsDueAtStart,
  runRollups,
} from '../../engine/rollup/run-rollups';

/** The queue of the rollups; pg-boss runs a schedule once however many APIs run. */
export const ROLLUP_QUEUE = 'rollups';
/** Every five minutes, Bangkok time. */
export const ROLLUP_CRON = `*/${ROLLUP_EVERY_MINUTES} * * * *`;
/** The queue of the click rollup alone (database only, no LINE call). */
export const CLICK_ROLLUP_QUEUE = 'click-rollup';
/** Every minute: the clicks of a broadcast in its first hour. */
export const FRESH_CLICK_CRON = '* * * * *';

/** A click-rollup job: `afterClicks` when clicks were just written (rolled up whatever their broadcast). */
export interface ClickRollupJob {
  afterClicks?: boolean;
}

/**
 * Schedules and works (from the start-up, once the queue runs) the daily rollups the report and
 * the dashboard read (clicks, following, LINE deliveries), and runs them once then unless they
 * ran within their five minutes or another starting process took them (`rollupsDueAtStart`), so
 * a fresh start's dashboard is not empty. That first run is the process's own (not a job): the
 * API waits for it before it closes, and a failure is only logged. Besides, every minute while a
 * broadcast is in its first hour (and soon after clicks are written) the clicks alone are rolled
 * up: the database only, LINE is asked no more often. Runs at once (in one process or several) take turns
 * on the click state row and add nothing twice.
 */
export default fp(
  async (app) => {
    const queue = app.queue;
    const insight = new LineDeliveryInsight(app.config.lineMessaging, app.lineChannelToken);
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

    const rollUpClicksJob = async (jobs: { data: ClickRollupJob }[]) => {
      const run = jobs.some((job) => job.data?.afterClicks)
        ? await rollUpClicks(app.db)
        : await rollUpFreshClicks(app.db);
      if (run?.unsettled) {
        app.log.warn('click rollup left to the next run: click writes stayed open too long');
      }
      return run;
    };

    let firstRun: Promise<unknown> | undefined;
    app.startup.add(async () => {
      await app.ensureQueue(ROLLUP_QUEUE);
      await queue.schedule(ROLLUP_QUEUE, ROLLUP_CRON, {}, { tz: 'Asia/Bangkok' });
      await queue.work(ROLLUP_QUEUE, rollUp);
      await app.ensureQueue(CLICK_ROLLUP_QUEUE);
      await queue.schedule(CLICK_ROLLUP_QUEUE, FRESH_CLICK_CRON, {}, { tz: 'Asia/Bangkok' });
      await queue.work<ClickRollupJob>(CLICK_ROLLUP_QUEUE, rollUpClicksJob);
      firstRun = rollupsDueAtStart(app.db)
        .then((due) => (due ? rollUp() : undefined))
        .catch((error: unknown) => app.log.error({ err: error }, 'rollups at start failed'));
    });
    app.addHook('preClose', async () => {
      await firstRun;
    });
  },
  {
    name: 'rollups',
    dependencies: ['line-channel-token', 'queue', 'database', 'config', 'startup'],
  },
);
