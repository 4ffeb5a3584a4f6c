import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { buildApp } from '../../app';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { testConfig } from '../../test/test-app';
import { tokenCall } from '../../test/token-call';
import { signInEachRole } from '../users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describe('the progress stream', () => {
  it('tells the progress at once over HTTP, and ends when the API stops rather than holding it', async () => {
    const app = await buildApp({ config: testConfig(signInTestEnv(fake)), inMemoryDatabase: true });
    try {
      const tokens = await signInEachRole(app, fake);
      const created = await tokenCall(app)('POST', API_PATHS.broadcast, tokens['admin-lv3'], {
        title: 'ยังไม่ส่ง',
        messages: [{ type: 'text', text: 'ทดสอบ' }],
        target: 'UNIT',
      });
      const { id } = (created.json() as { data: BroadcastRecord }).data;
      await tokenCall(app)('POST', API_PATHS.broadcastSend(id), tokens['admin-lv3'], {
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}${API_PATHS.broadcastProgress(id)}`, {
        headers: { authorization: `Bearer ${tokens['admin-lv2']}` },
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body?.getReader();
      const first = new TextDecoder().decode((await reader?.read())?.value);
      expect(first).toMatch(/^event: progress\ndata: \{.*"status":"SCHEDULED"/);

      // A close that waited for the stream would never end: the test would time out.
      await app.close();
      expect((await reader?.read())?.done).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});
