import fp from 'fastify-plugin';
import { LineMessaging } from '../../broadcast/line-messaging';
import { MulticastRateLimiter, realSleep } from '../../broadcast/rate-limiter';
import { dueBroadcasts, startIfDue, strandedBatches } from '../../broadcast/scheduled-start';
import { sendBatch, type BatchSender } from '../../broadcast/send-batch';
import { AggregationUnitBudget } from '../../report/aggregation-units';
import { SENDING_QUEUES, type BatchJob, type StartJob } from '../../broadcast/sending-queues';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sending of broadcasts: LINE's client and the queues the batches go through. */
    sending: {
      line: LineMessaging;
      /** Puts the batches on the queue (after their transaction committed). */
      enqueueBatches(batchIds: readonly number[]): Promise<void>;
      /** Puts the start of a scheduled broadcast on the queue, to run at `at`. */
      scheduleStart(broadcastId: number, at: Date): Promise<void>;
      /** http media allowed on this origin outside production (PUBLIC_BASE_URL), else undefined. */
      httpMediaOrigin: string | undefined;
    };
  }
}

/** Worker loops of batches in each process, each taking this many jobs at a time. */
const BATCH_WORKERS = 2;
const JOBS_PER_FETCH = 10;
/** A batch untouched this long (its job lost, its worker stopped) is sent again by the sweep. */
const STALE_MS = 120_000;

/**
 * Works the sending queues in this process (every API process, and `npm run worker`): batches,
 * scheduled starts, and a sweep each minute that starts what is due and takes up batches whose
 * job or worker was lost. pg-boss shares the jobs among every process on the database.
 */
export default fp(
  async (app) => {
    const queue = app.queue;
    for (const name of Object.values(SENDING_QUEUES)) await app.ensureQueue(name);
    const line = new LineMessaging(app.config.lineMessaging);
    // Uploads are served over http on a development machine (and the test stacks): allowed there
    // only, on the API's own origin; production media must be https.
    const httpMediaOrigin =
      app.config.nodeEnv === 'production' ? undefined : new URL(app.config.publicBaseUrl).origin;
    const sender: BatchSender = {
      db: app.db,
      line,
      limiter: new MulticastRateLimiter(app.db, app.config.lineMessaging.multicastPerSecond),
      sleep: realSleep,
      maxTries: 6,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      leaseMs: STALE_MS,
      aggregationUnits: new AggregationUnitBudget(line, app.log),
      ...(httpMediaOrigin ? { httpMediaOrigin } : {}),
    };

    const workerIds: string[] = [];
    for (let i = 0; i < BATCH_WORKERS; i++) {
      workerIds.push(
        await queue.work<BatchJob>(
          SENDING_QUEUES.batch,
          { batchSize: JOBS_PER_FETCH, pollingIntervalSeconds: 0.5 },
          async (jobs) => {
            await Promise.all(jobs.map((job) => sendBatch(sender, job.data.batchId)));
          },
        ),
      );
    }
    const enqueueBatches = async (batchIds: readonly number[]) => {
      if (batchIds.length === 0) return;
      await queue.insert(
        batchIds.map((batchId) => ({
          name: SENDING_QUEUES.batch,
          data: { batchId },
          retryLimit: 10,
          retryDelay: 5,
          retryBackoff: true,
        })),
      );
      for (const id of workerIds) queue.notifyWorker(id);
    };

    await queue.work<StartJob>(SENDING_QUEUES.start, async ([job]) => {
      if (job) {
        const { broadcastId } = job.data;
        await enqueueBatches(
          await startIfDue(app.db, broadcastId, new Date(), app.config.publicBaseUrl),
        );
      }
    });
    await queue.schedule(SENDING_QUEUES.sweep, '* * * * *', {}, { tz: 'Asia/Bangkok' });
    await queue.work(SENDING_QUEUES.sweep, async () => {
      const now = new Date();
      for (const id of await dueBroadcasts(app.db, now)) {
        await enqueueBatches(await startIfDue(app.db, id, now, app.config.publicBaseUrl));
      }
      await enqueueBatches(await strandedBatches(app.db, STALE_MS));
    });

    app.decorate('sending', {
      line,
      enqueueBatches,
      scheduleStart: async (broadcastId: number, at: Date) => {
        await queue.send(SENDING_QUEUES.start, { broadcastId }, { startAfter: at, retryLimit: 5 });
      },
      httpMediaOrigin,
    });
  },
  { name: 'sending', dependencies: ['queue', 'database', 'config'] },
);
