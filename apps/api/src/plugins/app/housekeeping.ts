import fp from 'fastify-plugin';
import { keepMonthPartitions } from '../../db/monthly-partitions';
import { purgeRateWindows } from '../../engine/sending/rate-limiter';
import { failStaleCitizenImports } from '../../areas/citizen/citizen-import-store';
import { purgeExpiredCidImports } from '../../cid/import/cid-import-store';
import { purgeEndedSignIns } from '../../engine/jobs/purge-sign-ins';
import { purgeHandledWebhookEvents } from '../../areas/line-webhook/purge-webhook-events';
import { purgeUnusedSegmentCidLists } from '../../areas/segment/purge-segment-cid-lists';

/** The queue of the hourly clean-up; pg-boss runs a schedule once however many APIs run. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Minute 17 of every hour, Bangkok time. */
export const HOUSEKEEPING_CRON = '17 * * * *';

/**
 * Schedules and works (from the start-up, once the queue runs) the hourly clean-up: ended
 * sign-ins, expired CID imports, segment CID lists no segment uses, handled LINE webhook event ids
 * past a week, citizen imports whose process stopped (marked failed: running them again changes
 * nothing already loaded), the multicast rate counts of seconds past an hour, and the delivery
 * and click rows' months: the next ones made, those past DELIVERY_RETENTION_MONTHS dropped.
 */
export default fp(
  async (app) => {
    const queue = app.queue;
    const purge = async () => {
      const purged = await purgeEndedSignIns(app.db);
      const done = {
        ...purged,
        cidImports: await purgeExpiredCidImports(app.db),
        segmentCidLists: await purgeUnusedSegmentCidLists(app.db),
        webhookEvents: await purgeHandledWebhookEvents(app.db),
        staleCitizenImports: await failStaleCitizenImports(app.db),
        rateWindows: await purgeRateWindows(app.db),
        monthPartitions: await keepMonthPartitions(
          app.db,
          app.config.deliveryRetentionMonths,
        ).catch((error: unknown) => {
          // A long report held the parent's lock: the next hour tries again.
          app.log.warn({ err: error }, 'delivery and click months left to the next hour');
          return null;
        }),
      };
      app.log.info(done, 'housekeeping done');
      return done;
    };
    app.startup.add(async () => {
      await app.ensureQueue(HOUSEKEEPING_QUEUE);
      await queue.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, {}, { tz: 'Asia/Bangkok' });
      await queue.work(HOUSEKEEPING_QUEUE, purge);
    });
  },
  { name: 'housekeeping', dependencies: ['queue', 'database', 'config', 'startup'] },
);
