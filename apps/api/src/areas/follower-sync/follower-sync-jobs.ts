import fp from 'fastify-plugin';
import { HttpError } from '../../http-errors';
import { startFollowerSync } from './follower-sync-runs';
import { runFollowerSync } from './reconcile-followers';

/** The queue of the follower checks: a Super Admin's run by id, or the schedule's (no id). */
export const FOLLOWER_SYNC_QUEUE = 'follower-sync';

/** A job of the queue: the run a Super Admin started, or none (the schedule starts its own). */
export interface FollowerSyncJob {
  runId?: number;
}

/** Hours a run may take before pg-boss counts its job expired (millions of IDs, 1000 a call). */
const RUN_EXPIRES_IN_HOURS = 6;

declare module 'fastify' {
  interface FastifyInstance {
    followerSync: {
      /** Puts a started run on the queue (after its transaction committed). */
      enqueue(runId: number): Promise<void>;
    };
  }
}

/**
 * Works the follower checks in whichever process takes the job, with the sending's LINE client;
 * with FOLLOWER_SYNC_SCHEDULE set, schedules one at that cron (Asia/Bangkok), otherwise removes
 * any schedule left from before (pg-boss keeps schedules in the database).
 */
export default fp(
  async (app) => {
    const queue = app.queue;
    const runJob = async ([job]: { data: FollowerSyncJob }[]) => {
      let runId = job?.data?.runId;
      if (runId === undefined) {
        try {
          runId = (await startFollowerSync(app.db, null)).id;
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) {
            app.log.info('scheduled follower check skipped: a check is running');
            return null;
          }
          throw error;
        }
      }
      const counts = await runFollowerSync(app.db, app.sending.line, runId, (error) => {
        // By its code and kind only: a database error's detail may quote a LINE userId.
        const code = (error as { code?: unknown } | null)?.code;
        app.log.error(
          {
            runId,
            code: typeof code === 'string' ? code : undefined,
            kind: error instanceof Error ? error.name : typeof error,
          },
          'follower check failed',
        );
      });
      app.log.info({ runId, ...counts }, 'follower check ended');
      return counts;
    };

    app.startup.add(async () => {
      await app.ensureQueue(FOLLOWER_SYNC_QUEUE);
      const cron = app.config.followerSyncSchedule;
      if (cron === undefined) await queue.unschedule(FOLLOWER_SYNC_QUEUE);
      else {
        await queue.schedule(
          FOLLOWER_SYNC_QUEUE,
          cron,
          {},
          { tz: 'Asia/Bangkok', retryLimit: 0, expireInHours: RUN_EXPIRES_IN_HOURS },
        );
      }
      await queue.work<FollowerSyncJob>(FOLLOWER_SYNC_QUEUE, runJob);
    });

    app.decorate('followerSync', {
      enqueue: async (runId: number) => {
        await queue.send(FOLLOWER_SYNC_QUEUE, { runId } satisfies FollowerSyncJob, {
          retryLimit: 0,
          expireInHours: RUN_EXPIRES_IN_HOURS,
        });
      },
    });
  },
  { name: 'follower-sync', dependencies: ['queue', 'database', 'config', 'startup', 'sending'] },
);
