import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type SandboxApp } from '../app';
import { loadSandboxConfig } from '../config/load-config';
import { TestClock } from '../testing/test-app';
import { post, RETRY_KEY, textMessage, userId, userIds } from './test-kit';

let folder: string;
let file: string;
let clock: TestClock;
const apps: SandboxApp[] = [];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-journal-spec-'));
  file = join(folder, 'messaging.jsonl');
  clock = new TestClock();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  rmSync(folder, { recursive: true, force: true });
});

/** A sandbox keeping its journal in `file`, as after a restart with SANDBOX_MESSAGING_JOURNAL. */
async function start(): Promise<SandboxApp> {
  const config = loadSandboxConfig({ SANDBOX_MESSAGING_JOURNAL: file });
  const app = await buildApp({ config, clock: clock.now });
  apps.push(app);
  return app;
}

const multicast = (app: SandboxApp, retryKey: string, to = userIds(3)) =>
  post(
    app,
    '/v2/bot/message/multicast',
    { to, messages: [textMessage('ข่าว [j-1]')] },
    {
      'x-line-retry-key': retryKey,
    },
  );
const stats = async (app: SandboxApp) =>
  (await app.inject({ method: 'GET', url: '/sandbox/messaging/stats' })).json() as Record<
    string,
    unknown
  >;
const deliveriesTo = async (app: SandboxApp, user: string) =>
  (await app.inject({ method: 'GET', url: `/sandbox/messaging/deliveries?userId=${user}` })).json();
const OTHER_KEY = '123e4567-e89b-12d3-a456-000000000002';

describe('the messaging journal (SANDBOX_MESSAGING_JOURNAL)', () => {
  it('gives a new sandbox on the same file the retry keys, deliveries and usage of the old one', async () => {
    const before = await start();
    const accepted = await multicast(before, RETRY_KEY);
    const pushed = await post(
      before,
      '/v2/bot/message/push',
      {
        to: userId(7),
        messages: [textMessage('ส่วนตัว')],
      },
      { 'x-line-retry-key': OTHER_KEY },
    );
    expect([accepted.statusCode, pushed.statusCode]).toEqual([200, 200]);
    const statsBefore = await stats(before);
    const deliveriesBefore = await deliveriesTo(before, userId(2));

    const after = await start();
    const retried = await multicast(after, RETRY_KEY);
    expect(retried.statusCode).toBe(409);
    expect(retried.headers['x-line-accepted-request-id']).toBe(
      accepted.headers['x-line-request-id'],
    );
    const pushRetried = await post(
      after,
      '/v2/bot/message/push',
      {
        to: userId(7),
        messages: [textMessage('ส่วนตัว')],
      },
      { 'x-line-retry-key': OTHER_KEY },
    );
    expect(pushRetried.statusCode).toBe(409);
    expect(pushRetried.json()).toMatchObject({ sentMessages: pushed.json().sentMessages });
    expect(await deliveriesTo(after, userId(2))).toEqual(deliveriesBefore);
    expect(await stats(after)).toMatchObject({
      requests: statsBefore['requests'],
      users: 4,
      recipients: 4,
      totalUsage: 4,
    });
    const receipts = await after.inject({
      method: 'GET',
      url: '/sandbox/messaging/receipts?marker=j-1',
    });
    expect(receipts.json()).toMatchObject({ requests: 1, users: 3, retryKeys: 1 });
  });

  it('writes each accepted request before answering, even one whose connection then drops', async () => {
    const app = await start();
    await app.inject({
      method: 'PUT',
      url: '/sandbox/faults/messaging',
      payload: { acceptedThenDropShare: 1 },
    });
    await expect(multicast(app, RETRY_KEY)).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      kind: 'multicast',
      retryKey: RETRY_KEY,
      recipients: userIds(3),
      messages: [textMessage('ข่าว [j-1]')],
    });

    const restarted = await start();
    expect((await multicast(restarted, RETRY_KEY)).statusCode).toBe(409);
  });

  it('writes nothing for a request it refused', async () => {
    const app = await start();
    await app.inject({
      method: 'PUT',
      url: '/sandbox/faults/messaging',
      payload: { serverErrorShare: 1 },
    });
    expect((await multicast(app, RETRY_KEY)).statusCode).toBe(500);
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('skips a torn last line (a kill mid-write) and carries on after the last whole one', async () => {
    const first = await start();
    await multicast(first, RETRY_KEY);
    appendFileSync(file, '{"requestId":"torn","kind":"multicast","recipients":["U0');

    const second = await start();
    expect((await stats(second))['requests']).toBe(1);
    expect((await multicast(second, OTHER_KEY, [userId(8)])).statusCode).toBe(200);

    const third = await start();
    expect(await stats(third)).toMatchObject({ requests: 2, users: 4 });
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('refuses to start on a damaged line that is not the last', async () => {
    writeFileSync(file, 'not json\n{}\n');
    await expect(start()).rejects.toThrow(/line 1/);
  });

  it('is emptied by the reset, so a restart after it starts empty too', async () => {
    const app = await start();
    await multicast(app, RETRY_KEY);
    await app.inject({ method: 'DELETE', url: '/sandbox/messaging/deliveries' });
    await multicast(app, OTHER_KEY, [userId(9)]);

    const restarted = await start();
    expect(await stats(restarted)).toMatchObject({ requests: 1, users: 1 });
    expect((await multicast(restarted, RETRY_KEY)).statusCode).toBe(200);
  });

  it("keeps a replayed retry key 24 hours from its request's acceptance, not from the restart", async () => {
    const before = await start();
    await multicast(before, RETRY_KEY);
    clock.advance(23 * 3600 * 1000);
    const after = await start();
    expect((await multicast(after, RETRY_KEY)).statusCode).toBe(409);
    clock.advance(3600 * 1000);
    const later = await start();
    expect((await multicast(later, RETRY_KEY)).statusCode).toBe(200);
  });
});
