import fp from 'fastify-plugin';
import { purgeEndedSignIns } from '../../jobs/purge-sign-ins';

/** The queue of the hourly clean-up; pg-boss runs a schedule once however many APIs run. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Minute 17 of every hour, Bangkok time. */
export const HOUSEKEEPING_CRON = '17 * * * *';

/** Schedules and works the hourly clean-up of ended sign-ins. */
export default fp(
  async (app) => {
    const queue = app.queue;
    await app.ensureQueue(HOUSEKEEPING_QUEUE);
    await queue.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, {}, { tz: 'Asia/Bangkok' });
    await queue.work(HOUSEKEEPING_QUEUE, async () => {
      const purged = await purgeEndedSignIns(app.db);
      app.log.info(purged, 'ended sign-ins purged');
      return purged;
    });
  },
  { name: 'housekeeping', dependencies: ['queue', 'database'] },
);
