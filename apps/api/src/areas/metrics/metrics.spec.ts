import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { broadcastBatch } from '../../db/schema';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { buildTestApp, describeEachDatabase } from '../../test/test-app';

const TOKEN = 'a-metrics-token-of-at-least-32-chars';

describeEachDatabase('GET /metrics', (ctx) => {
  it('answers the sending metrics in Prometheus text after the engine reported', async () => {
    ctx.app.metrics.sending.batchEnded('sent', 500);
    ctx.app.metrics.sending.batchRetried();
    ctx.app.metrics.sending.lineAnswered(429);

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(ctx.app.metrics.registry.contentType);
    expect(response.body).toContain('hbc_broadcast_batches_total{ending="sent"} 1');
    expect(response.body).toContain('hbc_broadcast_recipients_total{ending="sent"} 500');
    expect(response.body).toContain('hbc_broadcast_batches_retried_total 1');
    expect(response.body).toContain('hbc_line_responses_total{status="429"} 1');
    expect(response.body).toContain('hbc_broadcast_send_rate 50');
    expect(response.body).toMatch(/^hbc_process_resident_memory_bytes \d+/m);
  });

  it('reads the queue from the database: batches still to send and the queued jobs', async () => {
    const unit = await insertUnit(ctx.app.db);
    const row = await insertBroadcast(ctx.app.db, unit.id, {
      status: 'SENDING',
      messages: [{ type: 'text', text: 'สวัสดี' }],
    });
    for (const [seq, state] of ['PENDING', 'PENDING', 'SENDING', 'SENT'].entries()) {
      await ctx.app.db.execute(sql`
        insert into ${broadcastBatch}
          (broadcast_id, seq, recipients, size, retry_key, state, first_citizen_id, last_citizen_id)
        values (${row.id}, ${seq}, array[${'U' + '0'.repeat(32)}]::text[], 1, gen_random_uuid(), ${state}, 0, 0)`);
    }

    const { body } = await ctx.app.inject({ method: 'GET', url: '/metrics' });

    expect(body).toContain('hbc_broadcast_queue_depth{state="pending"} 2');
    expect(body).toContain('hbc_broadcast_queue_depth{state="sending"} 1');
    expect(body).toContain('hbc_broadcast_queue_recipients{state="pending"} 2');
    expect(body).toMatch(/^hbc_queue_jobs_queued\{queue="broadcast-batch"\} \d+$/m);
  });

  it('is left out of the OpenAPI document', () => {
    const document = ctx.app.swagger() as { paths: Record<string, unknown> };

    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  }, 60_000);
  afterAll(() => app?.close());

  const scrape = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('answers the bearer of the token', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE hbc_broadcast_batches_total counter');
  });

  it.each([
    ['no token', undefined],
    ['another token', `Bearer ${TOKEN.replace('a-', 'b-')}`],
    ['the token without Bearer', TOKEN],
  ])('answers 401 UNAUTHORIZED to %s', async (_name, authorization) => {
    const response = await scrape(authorization);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect(response.body).not.toContain('hbc_');
  });
});
