import { HTTPFetchError, insight, messagingApi } from '@line/bot-sdk';
import type { AddressInfo } from 'node:net';
import type { SandboxApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import { testApp, type TestClock } from '../testing/test-app';
import { RETRY_KEY, textMessage, userId, userIds } from './test-kit';

/**
 * The API sends through @line/bot-sdk's MessagingApiClient; the same client, pointed at the
 * sandbox as the API's development configuration points it, must work unchanged.
 */
let app: SandboxApp;
let clock: TestClock;
let client: messagingApi.MessagingApiClient;
let insightClient: insight.InsightClient;

beforeAll(async () => {
  ({ app, clock } = await testApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  client = new messagingApi.MessagingApiClient({
    baseURL: `http://127.0.0.1:${port}/line`,
    channelAccessToken: SANDBOX_DEFAULTS.lineMessagingAccessToken,
  });
  insightClient = new insight.InsightClient({
    baseURL: `http://127.0.0.1:${port}/line`,
    channelAccessToken: SANDBOX_DEFAULTS.lineMessagingAccessToken,
  });
});
afterAll(async () => {
  await app.close();
});

async function rejectionOf(promise: Promise<unknown>): Promise<HTTPFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HTTPFetchError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('@line/bot-sdk 11 against the sandbox', () => {
  it('multicasts with a retry key, and a repeat throws HTTPFetchError 409', async () => {
    const request = { to: userIds(3), messages: [textMessage('นัดฉีดวัคซีน')] };
    const sent = await client.multicastWithHttpInfo(request, RETRY_KEY);
    const repeat = await rejectionOf(client.multicast(request, RETRY_KEY));

    expect(sent.httpResponse.status).toBe(200);
    expect(sent.body).toEqual({});
    const requestId = sent.httpResponse.headers.get('x-line-request-id');
    expect(requestId).toEqual(expect.any(String));
    expect(repeat.status).toBe(409);
    expect(repeat.headers.get('x-line-accepted-request-id')).toBe(requestId);
    expect(JSON.parse(repeat.body)).toEqual({ message: 'The retry key is already accepted' });

    const deliveries = await app.inject({
      method: 'GET',
      url: `/sandbox/messaging/deliveries?userId=${userId(1)}`,
    });
    expect((deliveries.json() as { deliveries: unknown[] }).deliveries).toHaveLength(1);
  });

  it('pushes and reads the sent message ids', async () => {
    const response = await client.pushMessage({ to: userId(9), messages: [textMessage()] });
    expect(response.sentMessages).toEqual([
      { id: expect.any(String), quoteToken: expect.any(String) },
    ]);
  });

  it('reads the quota and this month’s consumption', async () => {
    expect(await client.getMessageQuota()).toEqual({ type: 'limited', value: 5_000_000 });
    const { totalUsage } = await client.getMessageQuotaConsumption();
    expect(totalUsage).toBe(4);
  });

  it('gets LINE’s error body on a refused message', async () => {
    const error = await rejectionOf(
      client.validatePush({ messages: [{ type: 'text', text: 'ก'.repeat(5001) }] }),
    );
    expect(error.status).toBe(400);
    expect(JSON.parse(error.body)).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'Length must be between 0 and 5000', property: 'messages[0].text' }],
    });
  });

  it('multicasts with an aggregation unit and reads its use and statistics', async () => {
    await client.multicast({
      to: userIds(40, 100),
      messages: [textMessage('https://example.com/a')],
      customAggregationUnits: ['hbc_b1'],
    });

    expect(await client.getAggregationUnitUsage()).toEqual({ numOfCustomAggregationUnits: 1 });
    expect(await client.getAggregationUnitNameList()).toEqual({
      customAggregationUnits: ['hbc_b1'],
    });
    const early = await insightClient.getStatisticsPerUnit('hbc_b1', '20250115', '20250115');
    expect(early).toEqual({
      overview: {
        uniqueImpression: null,
        uniqueClick: null,
        uniqueMediaPlayed: null,
        uniqueMediaPlayed100Percent: null,
      },
      messages: [],
      clicks: [],
    });
    clock.advance(SANDBOX_DEFAULTS.lineStatisticsDelaySeconds * 1000);
    const stats = await insightClient.getStatisticsPerUnit('hbc_b1', '20250115', '20250115');
    expect(stats.overview.uniqueImpression).toEqual(expect.any(Number));
    expect(stats.clicks.map((click) => click.url)).toEqual(['https://example.com/a']);
    const refused = await rejectionOf(
      insightClient.getStatisticsPerUnit('hbc-b1', '20250115', '20250115'),
    );
    expect(refused.status).toBe(400);
  });
});
