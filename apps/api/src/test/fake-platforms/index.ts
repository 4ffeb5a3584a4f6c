import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import { FAKE_CREDENTIALS } from './fake-credentials';
import { registerFakeLine, type FakeLine, type LineTokenMode } from './fake-line';
import { registerFakeMessaging, type FakeMessaging } from './fake-messaging';
import { registerFakeMoph, type FakeMoph, type MophFault } from './fake-moph';

export { FAKE_CREDENTIALS } from './fake-credentials';
export type { LineTokenMode } from './fake-line';
export type { FakeDelivery, FakeMessaging, FakeMessagingFault } from './fake-messaging';
export { MOPH_FAULTS, type FakeProviderAccount, type MophFault } from './fake-moph';

export interface FakePlatforms {
  url: string;
  line: FakeLine;
  /** LINE's Messaging API (multicast, push, quota). */
  messaging: FakeMessaging;
  moph: FakeMoph;
  /** Configuration pointing the API at these fakes, with their credentials. */
  env: Record<string, string>;
  /**
   * Follows an authorize URL the API gave out, approving at once as the given LINE userId or
   * Health ID account, and answers the code and state of the return. `mode` / `fault` spoil
   * this one sign-in.
   */
  approveLine(authorizeUrl: string, lineUserId: string, mode?: LineTokenMode): Promise<Approval>;
  approveHealthId(authorizeUrl: string, account: string, fault?: MophFault): Promise<Approval>;
  close(): Promise<void>;
}

export interface Approval {
  code: string;
  state: string;
}

async function approve(authorizeUrl: string, extra: Record<string, string>): Promise<Approval> {
  const url = new URL(authorizeUrl);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  }
  const back = new URL(location);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/**
 * LINE Login, LINE Messaging API, Health ID and Provider ID stand-ins on an ephemeral loopback port, speaking the
 * parts of the real protocols the API uses. Independent of apps/sandbox on purpose.
 */
export async function startFakePlatforms(): Promise<FakePlatforms> {
  const app = Fastify({ logger: false });
  await app.register(formBody);
  const line = await registerFakeLine(app);
  const moph = registerFakeMoph(app);
  const messaging = registerFakeMessaging(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    line,
    messaging,
    moph,
    env: {
      LINE_MESSAGING_API_BASE_URL: address,
      LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: FAKE_CREDENTIALS.messagingAccessToken,
      LINE_VALIDATE_MESSAGES: 'true',
      LINE_LOGIN_WEB_BASE_URL: `${address}/line`,
      LINE_LOGIN_API_BASE_URL: `${address}/line`,
      LINE_LOGIN_CHANNEL_ID: FAKE_CREDENTIALS.lineChannelId,
      LINE_LOGIN_CHANNEL_SECRET: FAKE_CREDENTIALS.lineChannelSecret,
      HEALTH_ID_BASE_URL: `${address}/health-id`,
      HEALTH_ID_CLIENT_ID: FAKE_CREDENTIALS.healthIdClientId,
      HEALTH_ID_CLIENT_SECRET: FAKE_CREDENTIALS.healthIdClientSecret,
      PROVIDER_ID_BASE_URL: `${address}/provider-id`,
      PROVIDER_ID_CLIENT_ID: FAKE_CREDENTIALS.providerIdClientId,
      PROVIDER_ID_CLIENT_SECRET: FAKE_CREDENTIALS.providerIdClientSecret,
    },
    approveLine: (authorizeUrl, lineUserId, mode) =>
      approve(authorizeUrl, { login_hint: lineUserId, ...(mode ? { fake_mode: mode } : {}) }),
    approveHealthId: (authorizeUrl, account, fault) =>
      approve(authorizeUrl, { login_hint: account, ...(fault ? { fake_fault: fault } : {}) }),
    close: () => app.close(),
  };
}
