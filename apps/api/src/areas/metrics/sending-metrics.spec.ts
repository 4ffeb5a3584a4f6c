import { Registry } from 'prom-client';
import { SendingMetrics } from './sending-metrics';

/** The value of one series in the registry's Prometheus text, e.g. `name{label="x"}`. */
async function valueOf(registry: Registry, series: string): Promise<number | undefined> {
  const line = (await registry.metrics()).split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('SendingMetrics', () => {
  let now = 5_000_000;
  let registry: Registry;
  let metrics: SendingMetrics;

  beforeEach(() => {
    registry = new Registry();
    metrics = new SendingMetrics(registry, () => now);
  });

  it('shows every ending at zero before any batch ended', async () => {
    for (const ending of ['sent', 'failed', 'cancelled', 'released']) {
      expect(await valueOf(registry, `hbc_broadcast_batches_total{ending="${ending}"}`)).toBe(0);
      expect(await valueOf(registry, `hbc_broadcast_recipients_total{ending="${ending}"}`)).toBe(0);
    }
    expect(await valueOf(registry, 'hbc_broadcast_batches_retried_total')).toBe(0);
    expect(await valueOf(registry, 'hbc_broadcast_send_rate')).toBe(0);
  });

  it('counts batches and their recipients by ending, and retries', async () => {
    metrics.batchEnded('sent', 500);
    metrics.batchEnded('sent', 120);
    metrics.batchEnded('failed', 500);
    metrics.batchEnded('released', 500);
    metrics.batchRetried();
    metrics.batchRetried();

    expect(await valueOf(registry, 'hbc_broadcast_batches_total{ending="sent"}')).toBe(2);
    expect(await valueOf(registry, 'hbc_broadcast_batches_total{ending="failed"}')).toBe(1);
    expect(await valueOf(registry, 'hbc_broadcast_batches_total{ending="released"}')).toBe(1);
    expect(await valueOf(registry, 'hbc_broadcast_batches_total{ending="cancelled"}')).toBe(0);
    expect(await valueOf(registry, 'hbc_broadcast_recipients_total{ending="sent"}')).toBe(620);
    expect(await valueOf(registry, 'hbc_broadcast_recipients_total{ending="failed"}')).toBe(500);
    expect(await valueOf(registry, 'hbc_broadcast_batches_retried_total')).toBe(2);
  });

  it("counts LINE's answers by status, timeouts and network failures included", async () => {
    for (const answer of [200, 200, 409, 429, 500, 'timeout', 'network'] as const) {
      metrics.lineAnswered(answer);
    }

    expect(await valueOf(registry, 'hbc_line_responses_total{status="200"}')).toBe(2);
    for (const status of ['409', '429', '500', 'timeout', 'network']) {
      expect(await valueOf(registry, `hbc_line_responses_total{status="${status}"}`)).toBe(1);
    }
  });

  it('gives the recipients sent per second over the last 10 seconds, sent batches only', async () => {
    metrics.batchEnded('sent', 500);
    now += 9_000;
    metrics.batchEnded('sent', 500);
    metrics.batchEnded('failed', 500);

    expect(await valueOf(registry, 'hbc_broadcast_send_rate')).toBe(100);
    now += 1_500;
    expect(await valueOf(registry, 'hbc_broadcast_send_rate')).toBe(50);
  });

  it('keeps each registry apart (several apps in one process)', async () => {
    const other = new Registry();
    new SendingMetrics(other);
    metrics.batchEnded('sent', 500);

    expect(await valueOf(other, 'hbc_broadcast_batches_total{ending="sent"}')).toBe(0);
  });
});
