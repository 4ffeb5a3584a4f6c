import fp from 'fastify-plugin';
import { purgeExpiredCidImports } from '../../cid/import/cid-import-store';
import { purgeEndedSignIns } from '../../jobs/purge-sign-ins';

/** The queue of the hourly clean-up; pg-boss runs a schedule once however many APIs run. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Minute 17 of every hour, Bangkok time. */
export const HOUSEKEEPING_CRON = '17 * * * *';

/** Schedules and works the hourly clean-up of ended sign-ins and expired CID imports. */
export default fp(
  async (app) => {
    const queue = app.queue;
    await app.ensureQueue(HOUSEKEEPING_QUEUE);
    await queue.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, {}, { tz: 'Asia/Bangkok' });
    await queue.work(HOUSEKEEPING_QUEUE, async () => {
      const purged = await purgeEndedSignIns(app.db);
      const cidImports = await purgeExpiredCidImports(app.db);
      app.log.info({ ...purged, cidImports }, 'ended sign-ins and expired CID imports purged');
      return { ...purged, cidImports };
    });
  },
  { name: 'housekeeping', dependencies: ['queue', 'database'] },
);
