import { buildApp, type SandboxApp } from '../app';
import { loadSandboxConfig } from '../config/load-config';
import { lineIdentities } from '../domain/identities';
import { get, post, textMessage, userId } from './test-kit';

let app: SandboxApp;

async function sandbox(env: Record<string, string> = {}) {
  return buildApp({
    config: loadSandboxConfig({ LINE_WEBHOOK_URL: 'http://127.0.0.1:9/webhook/line', ...env }),
  });
}

afterEach(async () => {
  await app.close();
});

const staff = () => {
  const identity = lineIdentities()[0];
  if (!identity) throw new Error('no demo identity with LINE');
  return identity;
};
const notFound = { message: 'Not found' };

describe('GET /v2/bot/profile/{userId}', () => {
  it('answers the profile of a staff member LINE Login knows, and of a follower while they follow', async () => {
    app = await sandbox();
    const profile = await get(app, `/v2/bot/profile/${staff().line.userId}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      userId: staff().line.userId,
      displayName: staff().line.displayName,
    });

    const citizen = userId(77);
    expect((await get(app, `/v2/bot/profile/${citizen}`)).json()).toEqual(notFound);
    await app.inject({ method: 'POST', url: '/line/oa/follow', payload: { userId: citizen } });
    expect((await get(app, `/v2/bot/profile/${citizen}`)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/line/oa/unfollow', payload: { userId: citizen } });
    const gone = await get(app, `/v2/bot/profile/${citizen}`);
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({ status: 404, body: notFound });
  });

  it('knows none of LINE Login’s IDs when the channel is under another provider: profile 404, push 400', async () => {
    app = await sandbox({ SANDBOX_LINE_SAME_PROVIDER: 'false' });
    const profile = await get(app, `/v2/bot/profile/${staff().line.userId}`);
    expect({ status: profile.statusCode, body: profile.json() }).toEqual({
      status: 404,
      body: notFound,
    });
    const push = await post(app, '/v2/bot/message/push', {
      to: staff().line.userId,
      messages: [textMessage()],
    });
    expect({ status: push.statusCode, body: push.json() }).toEqual({
      status: 400,
      body: { message: "The property, 'to', in the request body is invalid (line: -, column: -)" },
    });
  });
});
