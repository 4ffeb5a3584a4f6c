import { AUTH_PATHS, API_PATHS, DEMO_IDENTITIES, type DemoIdentity } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { FakePlatforms, LineTokenMode, MophFault } from './fake-platforms';

/** The console origin the sign-in tests return to (CONSOLE_ORIGINS of `signInTestEnv`). */
export const CONSOLE_ORIGIN = 'http://console.test';
export const LINE_RETURN = `${CONSOLE_ORIGIN}/`;
export const PROVIDER_RETURN = `${CONSOLE_ORIGIN}/provider-login`;
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef-0123456789';

/** Environment of an app signing in against `fake` (no rate limit in the way unless asked). */
export function signInTestEnv(fake: FakePlatforms, extra: Record<string, string> = {}) {
  return {
    ...fake.env,
    CONSOLE_ORIGINS: CONSOLE_ORIGIN,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO_DATA: 'true',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    ...extra,
  };
}

export function demoIdentity(id: string): DemoIdentity {
  const identity = DEMO_IDENTITIES.find((candidate) => candidate.id === id);
  if (!identity) throw new Error(`no demo identity ${id}`);
  return identity;
}

export function lineUserIdOf(id: string): string {
  const line = demoIdentity(id).line;
  if (!line) throw new Error(`demo identity ${id} has no LINE account`);
  return line.userId;
}

/** Request headers carrying `token` as a bearer token. */
export const bearer = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
});

/** `GET` the LINE authorize URL and approve it at the fake as `lineUserId`. */
export async function approveLine(
  app: App,
  fake: FakePlatforms,
  lineUserId: string,
  mode?: LineTokenMode,
) {
  const response = await app.inject({
    method: 'GET',
    url: AUTH_PATHS.lineAuthorizeUrl,
    query: { redirect_uri: LINE_RETURN },
  });
  if (response.statusCode !== 200) throw new Error(`authorize-url: ${response.body}`);
  const { url } = response.json().data as { url: string; state: string };
  return fake.approveLine(url, lineUserId, mode);
}

export function postLogin(
  app: App,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: AUTH_PATHS.login, payload: body });
}

/** The LINE step for `lineUserId`: authorize, approve, `POST /api/login`. */
export async function lineStep(
  app: App,
  fake: FakePlatforms,
  lineUserId: string,
  options: { mode?: LineTokenMode; invite?: string } = {},
): Promise<LightMyRequestResponse> {
  const { code, state } = await approveLine(app, fake, lineUserId, options.mode);
  return postLogin(app, {
    state,
    code,
    ...(options.invite ? { code_invite: options.invite } : {}),
  });
}

/** The messaging token of a LINE step that must succeed. */
export async function messagingToken(
  app: App,
  fake: FakePlatforms,
  lineUserId: string,
  invite?: string,
): Promise<string> {
  const response = await lineStep(app, fake, lineUserId, invite ? { invite } : {});
  const body = response.json() as { message: string; access_token?: string };
  if (response.statusCode !== 200 || !body.access_token) {
    throw new Error(`LINE step failed: ${response.statusCode} ${response.body}`);
  }
  return body.access_token;
}

/** `GET` the provider authorize URL with the messaging token and approve it as `account`. */
export async function approveHealthId(
  app: App,
  fake: FakePlatforms,
  token: string,
  account: string,
  fault?: MophFault,
) {
  const response = await app.inject({
    method: 'GET',
    url: AUTH_PATHS.providerAuthorizeUrl,
    query: { redirect_uri: PROVIDER_RETURN },
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`provider authorize-url: ${response.body}`);
  const { url } = response.json().data as { url: string };
  return fake.approveHealthId(url, account, fault);
}

export function postProviderLogin(
  app: App,
  token: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: AUTH_PATHS.loginProvider,
    payload: body,
    headers: bearer(token),
  });
}

/** The provider step as `account` with the messaging token. */
export async function providerStep(
  app: App,
  fake: FakePlatforms,
  token: string,
  account: string,
  fault?: MophFault,
): Promise<LightMyRequestResponse> {
  const { code, state } = await approveHealthId(app, fake, token, account, fault);
  return postProviderLogin(app, token, { code, state });
}

/** Both steps as the demo identity `id`; answers the access token. */
export async function signIn(app: App, fake: FakePlatforms, id: string): Promise<string> {
  const token = await messagingToken(app, fake, lineUserIdOf(id));
  const response = await providerStep(app, fake, token, id);
  const body = response.json() as { access_token?: string };
  if (response.statusCode !== 200 || !body.access_token) {
    throw new Error(`provider step failed: ${response.statusCode} ${response.body}`);
  }
  return body.access_token;
}

export function getProfile(app: App, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: API_PATHS.profile, headers: bearer(token) });
}
