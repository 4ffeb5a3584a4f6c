import { buildApp, type SandboxApp } from '../app';
import { SANDBOX_DEFAULTS } from '../config/defaults';

/** A clock tests can move forward. */
export class TestClock {
  constructor(public nowMs = Date.UTC(2025, 0, 15, 3, 0, 0)) {}
  readonly now = (): number => this.nowMs;
  advance(ms: number): void {
    this.nowMs += ms;
  }
}

export async function testApp(): Promise<{ app: SandboxApp; clock: TestClock }> {
  const clock = new TestClock();
  const app = await buildApp({ clock: clock.now });
  return { app, clock };
}

export const CLIENT_CALLBACK = 'http://localhost:3000/?from=line';
export const PROVIDER_CALLBACK = 'http://localhost:3000/provider-login';

export function form(fields: Record<string, string>): {
  headers: Record<string, string>;
  payload: string;
} {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function lineAuthorizeUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: SANDBOX_DEFAULTS.lineChannelId,
    redirect_uri: CLIENT_CALLBACK,
    state: 'state-123',
    scope: 'profile openid',
    nonce: 'nonce-456',
    ...params,
  });
  return `/line/oauth2/v2.1/authorize?${query.toString()}`;
}

/** Signs in at the LINE stand-in with `login_hint` and answers the code from the redirect. */
export async function lineCode(
  app: SandboxApp,
  params: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: lineAuthorizeUrl({ login_hint: 'admin-lv1', ...params }),
  });
  if (res.statusCode !== 302) throw new Error(`authorize answered ${res.statusCode}: ${res.body}`);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`no code in ${String(res.headers.location)}`);
  return code;
}

export function lineTokenForm(code: string, overrides: Record<string, string> = {}) {
  return form({
    grant_type: 'authorization_code',
    code,
    redirect_uri: CLIENT_CALLBACK,
    client_id: SANDBOX_DEFAULTS.lineChannelId,
    client_secret: SANDBOX_DEFAULTS.lineChannelSecret,
    ...overrides,
  });
}

export function healthIdRedirectUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: SANDBOX_DEFAULTS.healthIdClientId,
    redirect_uri: PROVIDER_CALLBACK,
    response_type: 'code',
    state: 'hid-state',
    ...params,
  });
  return `/health-id/oauth/redirect?${query.toString()}`;
}

export async function healthIdCode(
  app: SandboxApp,
  params: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: healthIdRedirectUrl({ login_hint: 'admin-lv3', ...params }),
  });
  if (res.statusCode !== 302) throw new Error(`redirect answered ${res.statusCode}: ${res.body}`);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`no code in ${String(res.headers.location)}`);
  return code;
}

export async function healthIdToken(
  app: SandboxApp,
  params: Record<string, string> = {},
): Promise<string> {
  const code = await healthIdCode(app, params);
  const res = await app.inject({
    method: 'POST',
    url: '/health-id/api/v1/token',
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: PROVIDER_CALLBACK,
      client_id: SANDBOX_DEFAULTS.healthIdClientId,
      client_secret: SANDBOX_DEFAULTS.healthIdClientSecret,
    }),
  });
  if (res.statusCode !== 200) throw new Error(`token answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { access_token: string } }).data.access_token;
}

export function providerTokenRequest(token: string, overrides: Record<string, string> = {}) {
  return {
    method: 'POST' as const,
    url: '/provider-id/api/v1/services/token',
    payload: {
      client_id: SANDBOX_DEFAULTS.providerIdClientId,
      secret_key: SANDBOX_DEFAULTS.providerIdClientSecret,
      token_by: 'Health ID',
      token,
      ...overrides,
    },
  };
}
