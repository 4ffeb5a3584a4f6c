import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../app';
import { buildTestApp } from '../../test/test-app';
import { readChannelCheck } from './line-channel-check';

/** A Messaging API that knows every user ID it is asked about (one provider for both channels). */
async function lineKnowingEveryone(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const userId = /^\/v2\/bot\/profile\/(\w+)$/.exec(request.url ?? '')?.[1];
    if (!userId) return void response.writeHead(404).end('{}');
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ userId, displayName: 'เจ้าหน้าที่', language: 'th' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('a process that checked the LINE channels at its start', () => {
  let line: Awaited<ReturnType<typeof lineKnowingEveryone>>;
  let app: App | undefined;

  beforeAll(async () => {
    line = await lineKnowingEveryone();
  });

  afterAll(() => {
    line.server.close();
  });

  it('stops without an error once the check found one provider', async () => {
    app = await buildTestApp({
      env: {
        SEED_DEMO_DATA: 'true',
        SEED_DEMO_CITIZENS: '0',
        LINE_CHANNEL_CHECK: 'true',
        LINE_MESSAGING_API_BASE_URL: line.url,
        LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: 'a-fixed-channel-access-token',
      },
    });
    const db = app.db;
    // The check runs in the background once the start-up is done: its record is the signal.
    while ((await readChannelCheck(db))?.outcome !== 'SAME_PROVIDER') {
      await new Promise((resolve) => setImmediate(resolve));
    }

    await expect(app.close()).resolves.toBeUndefined();
  }, 60_000);
});
