import { createAppMetrics, type QueueReadings } from './app-metrics';

const DEPTH = {
  pending: { batches: 12, recipients: 6_000 },
  sending: { batches: 3, recipients: 1_337 },
};

function readingsOf(batches: QueueReadings['batches'], queuedJobs = async () => 9) {
  const calls = { batches: 0, queuedJobs: 0 };
  const readings: QueueReadings = {
    batches: () => {
      calls.batches += 1;
      return batches();
    },
    queuedJobs: () => {
      calls.queuedJobs += 1;
      return queuedJobs();
    },
  };
  return { readings, calls };
}

describe('createAppMetrics', () => {
  it("exposes Node's process metrics under the hbc_ prefix", async () => {
    const { registry } = createAppMetrics(readingsOf(async () => DEPTH).readings, () => undefined);
    const text = await registry.metrics();

    expect(text).toMatch(/^hbc_process_cpu_seconds_total /m);
    expect(text).toMatch(/^hbc_process_resident_memory_bytes /m);
    expect(text).toMatch(/^hbc_nodejs_eventloop_lag_seconds /m);
    expect(text).not.toMatch(/^process_cpu_seconds_total /m);
  });

  it('reads the queue once a scrape: batches and recipients by state, and queued jobs', async () => {
    const { readings, calls } = readingsOf(async () => DEPTH);
    const { registry } = createAppMetrics(readings, () => undefined);
    const text = await registry.metrics();

    expect(text).toContain('hbc_broadcast_queue_depth{state="pending"} 12');
    expect(text).toContain('hbc_broadcast_queue_depth{state="sending"} 3');
    expect(text).toContain('hbc_broadcast_queue_recipients{state="pending"} 6000');
    expect(text).toContain('hbc_broadcast_queue_recipients{state="sending"} 1337');
    expect(text).toContain('hbc_queue_jobs_queued{queue="broadcast-batch"} 9');
    expect(calls).toEqual({ batches: 1, queuedJobs: 1 });
    await registry.metrics();
    expect(calls).toEqual({ batches: 2, queuedJobs: 2 });
  });

  it('leaves the queue out of a scrape whose read failed, still answering the rest', async () => {
    const failures: unknown[] = [];
    let fail = false;
    const { readings } = readingsOf(async () => {
      if (fail) throw new Error('database gone');
      return DEPTH;
    });
    const { registry, sending } = createAppMetrics(readings, (error) => failures.push(error));
    await registry.metrics();
    fail = true;
    sending.batchEnded('sent', 500);
    const text = await registry.metrics();

    expect(text).not.toMatch(/^hbc_broadcast_queue_depth\{/m);
    expect(text).not.toMatch(/^hbc_queue_jobs_queued\{/m);
    expect(text).toContain('hbc_broadcast_batches_total{ending="sent"} 1');
    expect(failures).toEqual([new Error('database gone')]);
  });

  it('gives each app a registry of its own', async () => {
    const first = createAppMetrics(readingsOf(async () => DEPTH).readings, () => undefined);
    const second = createAppMetrics(readingsOf(async () => DEPTH).readings, () => undefined);
    first.sending.batchEnded('failed', 20);

    expect(first.registry).not.toBe(second.registry);
    expect(await second.registry.metrics()).toContain(
      'hbc_broadcast_batches_total{ending="failed"} 0',
    );
  });
});
