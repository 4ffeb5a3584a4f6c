import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { botVisit, click, trackingUrl } from '../../db/schema';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase, testConfig } from '../../test/test-app';

const CODE = 'restart-01';
const MOBILE =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Line/13.23.1/IAB';
/** Clients clicking at once, and how many redirects are answered before the API is stopped. */
const CLIENTS = 16;
const BEFORE_STOP = 300;
/** A bound on the requests sent, should the stop never come. */
const MAX_REQUESTS = 5000;

describeEachDatabase('a burst of clicks while the API restarts', (ctx) => {
  let linkId = 0;

  beforeAll(async () => {
    const unit = await insertUnit(ctx.app.db);
    const [link] = await ctx.app.db
      .insert(trackingUrl)
      .values({ unitId: unit.id, name: 'รีสตาร์ต', code: CODE, targetUrl: 'https://example.org/r' })
      .returning({ id: trackingUrl.id });
    linkId = link?.id ?? 0;
  });

  // One address clicking: a click a minute counted, the others kept as REPEAT visits.
  it('stores exactly one visit per redirect answered, the stop flushing what was queued', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/t/${CODE}`;
    const visits = ctx.app.tracking.visits;
    let sent = 0;
    let redirected = 0;
    let pendingAtStop = -1;
    let stopping: Promise<void> | undefined;

    const client = async () => {
      while (sent < MAX_REQUESTS) {
        sent += 1;
        let status: number;
        try {
          const response = await fetch(url, {
            redirect: 'manual',
            headers: { 'user-agent': MOBILE },
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          return; // refused: the server is gone
        }
        if (status !== 302) return; // 503 while closing
        redirected += 1;
        if (redirected >= BEFORE_STOP && !stopping) {
          pendingAtStop = visits.pendingCount;
          stopping = ctx.app.close();
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await stopping;

    // The same database, a new process's worth of API.
    ctx.app = await buildApp({ config: testConfig(), database: ctx.database });
    const [clicks] = await ctx.app.db
      .select({ n: count() })
      .from(click)
      .where(eq(click.trackingUrlId, linkId));
    const [repeats] = await ctx.app.db
      .select({ n: count() })
      .from(botVisit)
      .where(and(eq(botVisit.trackingUrlId, linkId), eq(botVisit.kind, 'REPEAT')));

    expect(pendingAtStop).toBeGreaterThan(0);
    expect(redirected).toBeGreaterThanOrEqual(BEFORE_STOP);
    expect(clicks?.n).toBeGreaterThanOrEqual(1);
    expect((clicks?.n ?? 0) + (repeats?.n ?? 0)).toBe(redirected);
  }, 60_000);
});
