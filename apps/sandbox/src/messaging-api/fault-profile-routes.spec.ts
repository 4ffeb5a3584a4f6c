import { performance } from 'node:perf_hooks';
import type { SandboxApp } from '../app';
import { testApp, type TestClock } from '../testing/test-app';
import { BEARER, post, RETRY_KEY, textMessage, userId, userIds } from './test-kit';

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});
afterEach(async () => {
  await app.close();
});

const putProfile = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/sandbox/faults/messaging', payload });
const multicast = (headers: Record<string, string> = {}, to = [userId(1)]) =>
  post(app, '/v2/bot/message/multicast', { to, messages: [textMessage()] }, headers);
const push = () => post(app, '/v2/bot/message/push', { to: userId(1), messages: [textMessage()] });
const stats = async () =>
  (await app.inject({ method: 'GET', url: '/sandbox/messaging/stats' })).json() as Record<
    string,
    unknown
  >;
const key = (n: number) => `123e4567-e89b-12d3-a456-${n.toString().padStart(12, '0')}`;

/** A multicast over real HTTP: its status, or 'dropped' when the connection closed unanswered. */
async function multicastOverHttp(origin: string, retryKey: string): Promise<number | 'dropped'> {
  try {
    const response = await fetch(`${origin}/v2/bot/message/multicast`, {
      method: 'POST',
      headers: { ...BEARER, 'content-type': 'application/json', 'x-line-retry-key': retryKey },
      body: JSON.stringify({ to: userIds(3), messages: [textMessage()] }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    // undici's "other side closed": the connection ended with no answer.
    if ((error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET') return 'dropped';
    throw error;
  }
}

/** An injected multicast's outcome: its status, or 'dropped' when no answer came. */
async function outcome(retryKey: string): Promise<number | 'dropped'> {
  try {
    return (await multicast({ 'x-line-retry-key': retryKey })).statusCode;
  } catch (error) {
    if ((error as { code?: string }).code === 'LIGHT_ECONNRESET') return 'dropped';
    throw error;
  }
}

describe('PUT, DELETE and GET of the messaging fault profile', () => {
  it('answers the profile in force, replaces it whole and shows it in GET /sandbox/faults', async () => {
    const profile = {
      rateLimitPerSecond: 200,
      serverErrorShare: 0.1,
      latencyMs: 20,
      acceptedThenErrorShare: 0.05,
      acceptedThenDropShare: 0.05,
      timeoutShare: 0.01,
      timeoutMs: 2000,
      seed: 7,
    };
    const put = await putProfile(profile);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(profile);
    expect((await app.inject({ method: 'GET', url: '/sandbox/faults' })).json()).toMatchObject({
      armed: { line: null, healthId: null },
      messaging: profile,
    });

    expect((await putProfile({ serverErrorShare: 0.5 })).json()).toEqual({ serverErrorShare: 0.5 });

    const deleted = await app.inject({ method: 'DELETE', url: '/sandbox/faults/messaging' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await app.inject({ method: 'GET', url: '/sandbox/faults' })).json()).toMatchObject({
      messaging: {},
    });
  });

  it('refuses shares outside 0..1, shares adding up past 1, non-integers and unknown fields', async () => {
    for (const bad of [
      { serverErrorShare: 1.5 },
      { timeoutShare: -0.1 },
      { serverErrorShare: 0.6, acceptedThenErrorShare: 0.5 },
      { rateLimitPerSecond: 0 },
      { rateLimitPerSecond: 2.5 },
      { latencyMs: -1 },
      { timeoutMs: 0 },
      { seed: 1.5 },
      { serverErrorRate: 0.1 },
    ]) {
      const response = await putProfile(bad);
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const off = await putProfile({ rateLimitPerSecond: null });
    expect([off.statusCode, off.json()]).toEqual([200, { rateLimitPerSecond: null }]);
  });
});

describe('each fault alone', () => {
  it('rate limit: lowers LINE’s, each endpoint counted apart; 429 with no Retry-After, nothing accepted', async () => {
    await putProfile({ rateLimitPerSecond: 2 });
    const first = await multicast({ 'x-line-retry-key': key(1) });
    const second = await multicast({ 'x-line-retry-key': key(2) });
    const third = await multicast({ 'x-line-retry-key': key(3) });
    // Push has a limit of its own: the multicasts did not use it up.
    const pushed = await push();

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
    expect(pushed.statusCode).toBe(200);
    expect(third.headers['retry-after']).toBeUndefined();
    expect(third.json()).toEqual({
      message: 'The API rate limit has been exceeded. Try again later.',
    });
    expect(await stats()).toMatchObject({
      requests: 3,
      rateLimited: 1,
      peakRequestsPerSecond: 4,
      rateLimits: {
        multicast: { limitPerSecond: 2, peakRequestsPerSecond: 3, rateLimited: 1 },
        push: { limitPerSecond: 2, peakRequestsPerSecond: 1, rateLimited: 0 },
      },
    });

    // The next second counts afresh.
    clock.advance(1000);
    expect((await multicast({ 'x-line-retry-key': key(3) })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ requests: 4, rateLimited: 1, duplicates: 0 });
  });

  it('leaves broadcasts out of the profile and of the request rate', async () => {
    await putProfile({ rateLimitPerSecond: 1, serverErrorShare: 1 });
    const response = await post(app, '/v2/bot/message/broadcast', { messages: [textMessage()] });
    expect(response.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ peakRequestsPerSecond: 0, rateLimited: 0 });
  });

  it('server error share: 500, nothing accepted, the retry key still free', async () => {
    await putProfile({ serverErrorShare: 1 });
    const failed = await multicast({ 'x-line-retry-key': RETRY_KEY });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Internal Server Error' });
    expect(await stats()).toMatchObject({
      requests: 0,
      injected: { serverError: 1, acceptedThenError: 0, acceptedThenDrop: 0, timeout: 0 },
    });

    await app.inject({ method: 'DELETE', url: '/sandbox/faults/messaging' });
    expect((await multicast({ 'x-line-retry-key': RETRY_KEY })).statusCode).toBe(200);
  });

  it('accepted then error: delivered and the key remembered, then 500; the retry meets 409', async () => {
    await putProfile({ acceptedThenErrorShare: 1 });
    const lost = await multicast({ 'x-line-retry-key': RETRY_KEY });
    expect(lost.statusCode).toBe(500);
    const retried = await multicast({ 'x-line-retry-key': RETRY_KEY });
    expect(retried.statusCode).toBe(409);
    expect(retried.headers['x-line-accepted-request-id']).toBe(lost.headers['x-line-request-id']);
    expect(await stats()).toMatchObject({
      requests: 1,
      recipients: 1,
      duplicates: 0,
      injected: { serverError: 0, acceptedThenError: 1, acceptedThenDrop: 0, timeout: 0 },
    });
  });

  it('latency: every answer waits the added milliseconds', async () => {
    await putProfile({ latencyMs: 120 });
    const started = performance.now();
    expect((await multicast()).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('keeps the armed faults of the next N calls working beside the profile', async () => {
    await putProfile({ rateLimitPerSecond: 100 });
    await app.inject({
      method: 'POST',
      url: '/sandbox/messaging/faults',
      payload: { fault: 'status_503' },
    });
    expect((await multicast()).statusCode).toBe(503);
    expect((await multicast()).statusCode).toBe(200);
  });
});

describe('faults that drop the connection, over real HTTP', () => {
  let origin: string;
  beforeEach(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('accepted then drop: delivered and the key remembered, no answer; the retry meets 409', async () => {
    await putProfile({ acceptedThenDropShare: 1 });
    expect(await multicastOverHttp(origin, RETRY_KEY)).toBe('dropped');
    expect(await multicastOverHttp(origin, RETRY_KEY)).toBe(409);
    expect(await stats()).toMatchObject({
      requests: 1,
      recipients: 3,
      duplicates: 0,
      injected: { serverError: 0, acceptedThenError: 0, acceptedThenDrop: 1, timeout: 0 },
    });
  });

  it('timeout: no answer for timeoutMs, then the connection drops, nothing accepted', async () => {
    await putProfile({ timeoutShare: 1, timeoutMs: 300 });
    const started = performance.now();
    expect(await multicastOverHttp(origin, RETRY_KEY)).toBe('dropped');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(await stats()).toMatchObject({
      requests: 0,
      injected: { serverError: 0, acceptedThenError: 0, acceptedThenDrop: 0, timeout: 1 },
    });

    await app.inject({ method: 'DELETE', url: '/sandbox/faults/messaging' });
    expect(await multicastOverHttp(origin, RETRY_KEY)).toBe(200);
  });

  it('lets the app close without waiting out a held request', async () => {
    await putProfile({ timeoutShare: 1, timeoutMs: 60_000 });
    const held = multicastOverHttp(origin, RETRY_KEY);
    while (((await stats()) as { injected: { timeout: number } }).injected.timeout === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Held for a minute: a close that waited it out would outlast the test's time-out.
    await app.close();
    expect(await held).toBe('dropped');
  });
});

describe('mixed shares', () => {
  const mixed = {
    seed: 2025,
    serverErrorShare: 0.2,
    acceptedThenErrorShare: 0.15,
    acceptedThenDropShare: 0.15,
    timeoutShare: 0.1,
    timeoutMs: 5,
  };

  async function run(): Promise<(number | 'dropped')[]> {
    await putProfile(mixed);
    const outcomes: (number | 'dropped')[] = [];
    for (let n = 1; n <= 60; n += 1) outcomes.push(await outcome(key(n)));
    return outcomes;
  }

  it('are reproducible with a seed, and each retry after an acceptance meets 409', async () => {
    const first = await run();
    const firstStats = await stats();
    await app.inject({ method: 'DELETE', url: '/sandbox/messaging/deliveries' });
    expect(await run()).toEqual(first);
    expect(await stats()).toEqual(firstStats);

    for (const status of [200, 500, 'dropped']) expect(first).toContain(status);
    const injected = firstStats['injected'] as {
      serverError: number;
      acceptedThenError: number;
      acceptedThenDrop: number;
      timeout: number;
    };
    expect(injected.serverError).toBeGreaterThan(0);
    expect(injected.acceptedThenError).toBeGreaterThan(0);
    expect(injected.acceptedThenDrop).toBeGreaterThan(0);
    expect(injected.timeout).toBeGreaterThan(0);
    expect(firstStats['requests']).toBe(
      first.filter((status) => status === 200).length +
        injected.acceptedThenError +
        injected.acceptedThenDrop,
    );

    // Everything accepted stays accepted: retries (with the profile off) meet 409.
    await app.inject({ method: 'DELETE', url: '/sandbox/faults/messaging' });
    let conflicts = 0;
    for (let n = 1; n <= 60; n += 1) {
      if ((await multicast({ 'x-line-retry-key': key(n) })).statusCode === 409) conflicts += 1;
    }
    expect(conflicts).toBe(firstStats['requests']);
    expect(await stats()).toMatchObject({ requests: 60, duplicates: 0 });
  });
});

describe('reset', () => {
  it('DELETE /sandbox/messaging/deliveries clears the profile and the counters', async () => {
    await putProfile({ rateLimitPerSecond: 1, serverErrorShare: 1 });
    await multicast();
    await multicast();
    await app.inject({ method: 'DELETE', url: '/sandbox/messaging/deliveries' });

    expect((await app.inject({ method: 'GET', url: '/sandbox/faults' })).json()).toMatchObject({
      messaging: {},
    });
    expect(await stats()).toMatchObject({
      peakRequestsPerSecond: 0,
      rateLimited: 0,
      rateLimits: {
        multicast: { limitPerSecond: 200, peakRequestsPerSecond: 0, rateLimited: 0 },
        push: { limitPerSecond: 2000, peakRequestsPerSecond: 0, rateLimited: 0 },
      },
      injected: { serverError: 0, acceptedThenError: 0, acceptedThenDrop: 0, timeout: 0 },
    });
    expect((await multicast()).statusCode).toBe(200);
  });
});
