import fp from 'fastify-plugin';
import { BatchPump } from '../../engine/sending/batch-pump';
import { BatchClaims } from '../../engine/sending/batch-claims';
import { ConvertedMessages } from '../../engine/sending/converted-messages';
import { BatchEnds } from '../../engine/sending/batch-ends';
import { LineMessaging } from '../../engine/sending/line-messaging';
import { MulticastRateLimiter, realSleep } from '../../engine/sending/rate-limiter';
import { dueBroadcasts, startIfDue } from '../../engine/sending/scheduled-start';
import { sendBatch, type BatchSender } from '../../engine/sending/send-batch';
import { SENDING_QUEUES, type BatchJob, type StartJob } from '../../engine/sending/sending-queues';
import { endAbandonedBatches, strandedBatches } from '../../engine/sending/stranded-batches';
import { foldLeftCounts } from '../../engine/sending/batch-completion';
import { SendWindowSource } from '../../engine/sending/send-window';
import { foldOneBroadcast, forgetOldReceipts } from '../../engine/sending/citizen-receipts';
import { AggregationUnitBudget } from '../../areas/report/aggregation-units';
import { quotaLeftForSend } from '../../areas/broadcast/line-quota';
import { analyseQueue } from '../../engine/jobs/queue';
import { takeTurn } from '../../engine/jobs/periodic-turn';

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

/**
 * Batches in flight at once in each process. Each mostly waits on LINE or the database, so more
 * than the cores; at LINE's 200 calls a second and ~50 ms a call, 50 keep the pipe full.
 */
const CONCURRENCY = 50;
/**
 * Places free before the pump fetches again: half of them, so that a fetch takes many jobs (each
 * fetch sorts the whole queue, 16 ms with a national send's 20,000 queued: at ten jobs a fetch,
 * the two workers' fetches took a third of a core, docs/benchmarks.md) and 25 batches or more
 * stay in flight.
 */
const FETCH_AT_LEAST = 25;
/** Queued at once, this many batches make the queue's statistics stale (`analyseQueue`). */
const ANALYSE_AFTER_JOBS = 1_000;
/** A claim not renewed this long belongs to a process that stopped (see `sendBatch`). */
const LEASE_MS = 15_000;
/**
 * A queued batch untouched this long with no job waiting for it lost its job (a process died
 * between fetching it and claiming its batch): it is queued again. Two sweeps at once may queue it
 * twice; the second job finds it claimed and does nothing.
 */
const PENDING_STALE_MS = 20_000;
/**
 * A process writes its batches' ends and folds their counts at most this often: the progress a
 * staff member sees is this much behind at most (see `BatchEnds`).
 */
const END_GATHER_MS = 100;
/** How often each process looks for batches whose process stopped. */
const SWEEP_MS = 5_000;
/** The minute's sweep folds receipts for at most this long (the next sweep goes on). */
const FOLD_BUDGET_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The turn of the daily forgetting of old receipts (`takeTurn`). */
const FORGET_RECEIPTS = 'forget-receipts';

/**
 * The sending queues in this process (every API process unless SENDING_ENABLED=false, and
 * `npm run worker`), started in the start-up once the queue runs: batches through a pump that
 * keeps LINE's pipe full, scheduled starts, a sweep every few seconds that queues again the
 * batches of a process that stopped (and folds the count rows it left), and each minute the
 * broadcasts whose start was lost. pg-boss
 * shares the jobs among every process on the database.
 */
export default fp(
  async (app) => {
    const queue = app.queue;
    const lineConfig = app.config.lineMessaging;
    const line = new LineMessaging(lineConfig, app.lineChannelToken);
    // Uploads are served over http on a development machine (and the test stacks): allowed there
    // only, on the API's own origin; production media must be https.
    const httpMediaOrigin =
      app.config.nodeEnv === 'production' ? undefined : new URL(app.config.publicBaseUrl).origin;

    let pump: BatchPump | null = null;
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
      if (batchIds.length >= ANALYSE_AFTER_JOBS) {
        await analyseQueue(app.database.sql, SENDING_QUEUES.batch);
      }
      pump?.notify();
    };

    /** Starts this process's pump and sweep; answers how to stop them. */
    const startPump = (): (() => Promise<void>) => {
      const sender: BatchSender = {
        db: app.db,
        line,
        limiter: new MulticastRateLimiter(app.db, lineConfig.multicastPerSecond),
        sleep: realSleep,
        giveUpAfterMs: lineConfig.giveUpAfterMs,
        baseDelayMs: lineConfig.retryBaseMs,
        maxDelayMs: lineConfig.retryMaxDelayMs,
        leaseMs: LEASE_MS,
        aggregationUnits: new AggregationUnitBudget(line, app.log),
        claims: new BatchClaims(app.db, LEASE_MS),
        ends: new BatchEnds(app.db, END_GATHER_MS),
        converted: new ConvertedMessages(),
        sendWindow: new SendWindowSource(),
        observer: app.metrics.sending,
        ...(httpMediaOrigin ? { httpMediaOrigin } : {}),
      };
      const running = new BatchPump(
        {
          fetch: async (count) =>
            (await queue.fetch<BatchJob>(SENDING_QUEUES.batch, { batchSize: count })).map(
              (job) => ({ jobId: job.id, batchId: job.data.batchId }),
            ),
          complete: (ids) => queue.complete(SENDING_QUEUES.batch, ids),
          fail: (id, error) =>
            queue.fail(SENDING_QUEUES.batch, id, {
              message: error instanceof Error ? error.message : String(error),
            }),
        },
        (batchId, stopping) => sendBatch(sender, batchId, stopping),
        {
          concurrency: CONCURRENCY,
          fetchAtLeast: FETCH_AT_LEAST,
          idleMs: 500,
          onError: (error) => app.log.error({ err: error }, 'sending a batch failed'),
        },
      );
      pump = running;
      running.start();

      let sweeping = false;
      const sweep = async () => {
        if (sweeping) return;
        sweeping = true;
        try {
          await enqueueBatches(
            await strandedBatches(app.db, { pendingMs: PENDING_STALE_MS, leaseMs: LEASE_MS }),
          );
          await foldLeftCounts(app.db, LEASE_MS);
        } catch (error) {
          app.log.error({ err: error }, 'the sending sweep failed');
        } finally {
          sweeping = false;
        }
      };
      const sweeper = setInterval(() => void sweep(), SWEEP_MS);
      void sweep();
      return async () => {
        clearInterval(sweeper);
        await running.stop();
        app.log.info('sending stopped');
      };
    };

    /** Starts scheduled broadcast `id` if due, within what is left of the month's quota. */
    const startScheduled = async (id: number, now: Date) =>
      startIfDue(
        app.db,
        id,
        now,
        app.config.publicBaseUrl,
        await quotaLeftForSend(app.db, line, app.log, id),
      );

    /**
     * Folds ended broadcasts' recipients into the citizens' receipts (the frequency cap's record),
     * for at most half of the sweep's minute; once a day (in one process, whatever the restarts),
     * forgets receipts no cap can count.
     */
    const foldReceipts = async (now: Date) => {
      const until = Date.now() + FOLD_BUDGET_MS;
      while (Date.now() < until && (await foldOneBroadcast(app.db, LEASE_MS)));
      if (await takeTurn(app.db, FORGET_RECEIPTS, now, DAY_MS)) {
        await forgetOldReceipts(app.db, now);
      }
    };

    let stopPump: (() => Promise<void>) | undefined;
    app.startup.add(async () => {
      for (const name of Object.values(SENDING_QUEUES)) await app.ensureQueue(name);
      if (app.config.sending.enabled) stopPump = startPump();
      await queue.work<StartJob>(SENDING_QUEUES.start, async ([job]) => {
        if (job) {
          const { broadcastId } = job.data;
          await enqueueBatches(await startScheduled(broadcastId, new Date()));
        }
      });
      await queue.schedule(SENDING_QUEUES.sweep, '* * * * *', {}, { tz: 'Asia/Bangkok' });
      await queue.work(SENDING_QUEUES.sweep, async () => {
        const now = new Date();
        for (const id of await dueBroadcasts(app.db, now)) {
          await enqueueBatches(await startScheduled(id, now));
        }
        await endAbandonedBatches(app.db, LEASE_MS);
        await foldReceipts(now);
      });
    });
    // Before the queue stops (plugins close in reverse order): batches waiting give their claim
    // back, the others end, and their jobs are completed.
    app.addHook('onClose', async () => {
      await stopPump?.();
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
  {
    name: 'sending',
    dependencies: ['line-channel-token', 'queue', 'database', 'config', 'metrics', 'startup'],
  },
);
