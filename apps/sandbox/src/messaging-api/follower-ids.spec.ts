import type { AddressInfo } from 'node:net';
import { messagingApi } from '@line/bot-sdk';
import { buildApp, type SandboxApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import { loadSandboxConfig } from '../config/load-config';
import { TestClock } from '../testing/test-app';
import { NOT_AVAILABLE_FOR_ACCOUNT } from './follower-ids-routes';
import { BEARER, get, userId, userIds } from './test-kit';

let app: SandboxApp;
let clock: TestClock;

/** A sandbox whose webhook calls go nowhere (the follow is kept all the same, as LINE keeps it). */
async function sandbox(env: Record<string, string> = {}) {
  clock = new TestClock();
  return buildApp({
    clock: clock.now,
    config: loadSandboxConfig({ LINE_WEBHOOK_URL: 'http://127.0.0.1:9/webhook/line', ...env }),
  });
}

afterEach(async () => {
  await app.close();
});

/** Makes each user follow (or unfollow) the Official Account through the sandbox's own calls. */
async function press(action: 'follow' | 'unfollow', users: string[]) {
  for (const user of users) {
    await app.inject({ method: 'POST', url: `/line/oa/${action}`, payload: { userId: user } });
  }
}

const page = (query = '') => get(app, `/v2/bot/followers/ids${query}`);

/** Every follower id, page after page of `limit`, calling `between` before each next page. */
async function readAll(limit: number, between: () => Promise<void> = async () => undefined) {
  const read: string[] = [];
  let start: string | undefined;
  do {
    const params = new URLSearchParams({ limit: String(limit) });
    if (start !== undefined) params.set('start', start);
    const res = await page(`?${params.toString()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { userIds: string[]; next?: string };
    read.push(...body.userIds);
    start = body.next;
    if (start !== undefined) await between();
  } while (start !== undefined);
  return read;
}

describe('GET /v2/bot/followers/ids', () => {
  it('answers the users following now, 300 a page unless limit says, without those who left', async () => {
    app = await sandbox();
    await press('follow', userIds(305));
    await press('unfollow', [userId(2)]);

    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-line-request-id']).toEqual(expect.any(String));
    const body = first.json() as { userIds: string[]; next?: string };
    expect(body.userIds).toHaveLength(300);
    expect(body.userIds).not.toContain(userId(2));
    expect(body.next).toEqual(expect.any(String));

    const rest = await page(`?start=${encodeURIComponent(body.next ?? '')}`);
    expect(rest.json()).toEqual({ userIds: userIds(4, 302) });
  });

  it('keeps its pages whole while users follow and unfollow between them', async () => {
    app = await sandbox();
    await press('follow', userIds(10));
    let round = 0;
    const read = await readAll(3, async () => {
      round += 1;
      // Someone already read leaves, someone not yet read leaves, a newcomer sorts last.
      if (round === 1) await press('unfollow', [userId(1), userId(9)]);
      if (round === 2) await press('follow', [userId(50)]);
    });
    expect(read).toEqual([...userIds(8), userId(10), userId(50)]);
  });

  it('answers an empty list, without next, when nobody follows', async () => {
    app = await sandbox();
    expect((await page()).json()).toEqual({ userIds: [] });
  });

  it('refuses a limit above 1000 or below 1, and a start that is no token of its own', async () => {
    app = await sandbox();
    await press('follow', userIds(2));
    expect((await page('?limit=1000')).statusCode).toBe(200);
    for (const query of ['?limit=1001', '?limit=0', '?limit=ten']) {
      const res = await page(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid limit param' });
    }
    const bad = await page('?start=yANU9IA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid start param' });
  });

  it('refuses a continuation token after 24 hours', async () => {
    app = await sandbox();
    await press('follow', userIds(3));
    const next = ((await page('?limit=1')).json() as { next: string }).next;
    clock.advance(24 * 3600 * 1000 + 1);
    expect((await page(`?limit=1&start=${next}`)).statusCode).toBe(400);
  });

  it('answers 401 without the channel access token', async () => {
    app = await sandbox();
    const res = await app.inject({ method: 'GET', url: '/line/v2/bot/followers/ids' });
    expect(res.statusCode).toBe(401);
    const ok = await app.inject({ method: 'GET', url: '/v2/bot/followers/ids', headers: BEARER });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 403 when the account is neither verified nor premium', async () => {
    app = await sandbox({ SANDBOX_LINE_ACCOUNT_VERIFIED: 'false' });
    await press('follow', userIds(1));
    const res = await page();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: NOT_AVAILABLE_FOR_ACCOUNT });
  });

  it('pages as @line/bot-sdk’s getFollowers reads it, the API’s client unchanged', async () => {
    app = await sandbox();
    await press('follow', userIds(5));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = new messagingApi.MessagingApiClient({
      baseURL: `http://127.0.0.1:${port}/line`,
      channelAccessToken: SANDBOX_DEFAULTS.lineMessagingAccessToken,
    });
    const first = await client.getFollowers(undefined, 3);
    expect(first.userIds).toEqual(userIds(3));
    const rest = await client.getFollowers(first.next, 3);
    expect(rest).toEqual({ userIds: userIds(2, 4) });
  });
});
