import { randomUUID } from 'node:crypto';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the real sandbox, in-process, as `npm start` runs it beside the API
import { buildApp as buildSandbox } from '../../../../sandbox/src/app';
import { testConfig } from '../../test/test-app';
import { channelAssertion } from './channel-assertion';
import { channelTokenSource } from './channel-token';
import { LineMessaging } from './line-messaging';

/**
 * The API's development configuration against the sandbox (apps/sandbox) as `npm start` runs
 * them: channel access tokens v2.1 issued with the development assertion key, and renewed when
 * the sandbox stops accepting them.
 */
describe('channel access tokens v2.1 from the sandbox', () => {
  let sandbox: Awaited<ReturnType<typeof buildSandbox>>;
  let url: string;
  beforeAll(async () => {
    sandbox = await buildSandbox();
    url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sandbox?.close());

  const user = (n: number) => `U${n.toString(16).padStart(32, '0')}`;
  const message = [{ type: 'text' as const, text: 'นัดฉีดวัคซีน' }];
  const received = async (userId: string) =>
    (
      await sandbox.inject({ method: 'GET', url: `/sandbox/messaging/deliveries?userId=${userId}` })
    ).json<{ deliveries: { retryKey: string | null }[] }>().deliveries;

  it('multicasts with an issued token, renews it after a 401 and revokes it at shutdown', async () => {
    const config = testConfig({ LINE_MESSAGING_API_BASE_URL: url }).lineMessaging;
    expect(config.channelToken.kind).toBe('issued');
    const tokens = channelTokenSource(config);
    const line = new LineMessaging(config, tokens);

    expect(await line.multicast([user(1), user(2)], message, randomUUID())).toMatchObject({
      kind: 'accepted',
    });
    expect(await received(user(1))).toHaveLength(1);

    const expired = await sandbox.inject({
      method: 'DELETE',
      url: '/sandbox/messaging/channel-tokens',
    });
    expect(expired.json()).toEqual({ status: 'ok', expired: 1 });
    const retryKey = randomUUID();
    expect(await line.multicast([user(3)], message, retryKey)).toMatchObject({ kind: 'accepted' });
    expect(await received(user(3))).toEqual([expect.objectContaining({ retryKey })]);

    const validKids = async () => {
      if (config.channelToken.kind !== 'issued') throw new Error('not issued');
      const jwt = channelAssertion(config.channelToken, 600, Date.now());
      const query = new URLSearchParams({
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: jwt,
      });
      return (
        await sandbox.inject({ method: 'GET', url: `/oauth2/v2.1/tokens/kid?${query}` })
      ).json();
    };
    expect(await validKids()).toEqual({ kids: [expect.any(String)] });
    await tokens.close();
    expect(await validKids()).toEqual({ kids: [] });
  });
});
