import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { SendingObserver } from '../../engine/sending/sending-observer';
import { SENDING_QUEUES } from '../../engine/sending/sending-queues';
import { METRIC_PREFIX } from './metric-names';
import type { BatchQueueDepth, QueueState } from './queue-depth';
import { SendingMetrics } from './sending-metrics';

/** Where the queue gauges read, at each scrape. */
export interface QueueReadings {
  batches(): Promise<BatchQueueDepth>;
  /** Jobs of the batch queue (`broadcast-batch`) waiting for a process (pg-boss: created or to retry). */
  queuedJobs(): Promise<number>;
}

export interface AppMetrics {
  /** This app's own registry (never prom-client's global one: tests build many apps). */
  registry: Registry;
  /** Told of every LINE answer and batch by the sending engine. */
  sending: SendingObserver;
}

const QUEUE_STATES: readonly QueueState[] = ['pending', 'sending'];

/**
 * Gauges of the sending queue, read from the database when scraped. One read serves the three
 * gauges of a scrape; when it fails they are left out of that scrape (and `onReadError` told).
 */
function registerQueueGauges(
  registry: Registry,
  readings: QueueReadings,
  onReadError: (error: unknown) => void,
): void {
  type Reading = { batches: BatchQueueDepth; queuedJobs: number } | null;
  let reading: Promise<Reading> | null = null;
  const read = (): Promise<Reading> => {
    reading ??= Promise.all([readings.batches(), readings.queuedJobs()])
      .then(
        ([batches, queuedJobs]) => ({ batches, queuedJobs }),
        (error: unknown) => {
          onReadError(error);
          return null;
        },
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const byState = (
    name: string,
    help: string,
    value: (depth: BatchQueueDepth[QueueState]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const now = await read();
        this.reset();
        if (!now) return;
        for (const state of QUEUE_STATES) this.set({ state }, value(now.batches[state]));
      },
    });

  byState(
    `${METRIC_PREFIX}broadcast_queue_depth`,
    'Batches of the broadcasts being sent still to send: waiting (pending) or in a process (sending)',
    (depth) => depth.batches,
  );
  byState(
    `${METRIC_PREFIX}broadcast_queue_recipients`,
    'Recipients of those batches, by the same states',
    (depth) => depth.recipients,
  );
  new Gauge({
    name: `${METRIC_PREFIX}queue_jobs_queued`,
    help: 'Jobs of a pg-boss queue waiting for a process (created or to retry)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const now = await read();
      this.reset();
      if (now) this.set({ queue: SENDING_QUEUES.batch }, now.queuedJobs);
    },
  });
}

/** The app's metrics: Node's process metrics, the sending engine's and the queue's (`hbc_…`). */
export function createAppMetrics(
  readings: QueueReadings,
  onReadError: (error: unknown) => void,
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const sending = new SendingMetrics(registry);
  registerQueueGauges(registry, readings, onReadError);
  return { registry, sending };
}
