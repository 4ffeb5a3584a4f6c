import fp from 'fastify-plugin';
import { SENDING_QUEUES } from '../../engine/sending/sending-queues';
import { createAppMetrics, type AppMetrics } from '../../areas/metrics/app-metrics';
import { batchQueueDepth } from '../../areas/metrics/queue-depth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' Prometheus metrics (`GET /metrics`) and the sending engine's observer. */
    metrics: AppMetrics;
  }
}

/**
 * The app's metrics registry: Node's process metrics, the sending engine's counters (through
 * `app.metrics.sending`) and the sending queue's depth, read from the database at each scrape.
 * Loaded before 'sending', which reports to it.
 */
export default fp(
  async (app) => {
    app.decorate(
      'metrics',
      createAppMetrics(
        {
          batches: () => batchQueueDepth(app.db),
          queuedJobs: () => app.queue.getQueueSize(SENDING_QUEUES.batch),
        },
        (error) => app.log.warn({ err: error }, 'metrics: the sending queue could not be read'),
      ),
    );
  },
  { name: 'metrics', dependencies: ['config', 'database', 'queue'] },
);
