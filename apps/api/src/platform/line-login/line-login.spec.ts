import {
  startFakePlatforms,
  FAKE_CREDENTIALS,
  type FakePlatforms,
  type LineTokenMode,
} from '../../test/fake-platforms';
import { testConfig } from '../../test/test-app';
import { LineLoginError } from './errors';
import { s256Challenge } from '../../areas/sign-in/login-states';
import { createLineLogin, type LineLogin } from './line-login';

const REDIRECT_URI = 'http://console.test/';
const USER = 'U0123456789abcdef0123456789abcdef';
const VERIFIER = 'a-code-verifier-of-forty-three-characters-x';
const CHALLENGE = s256Challenge(VERIFIER);

describe('LINE Login adapter', () => {
  let fake: FakePlatforms;
  let line: LineLogin;

  beforeAll(async () => {
    fake = await startFakePlatforms();
    line = createLineLogin(testConfig(fake.env).lineLogin);
  });
  afterAll(() => fake?.close());

  /** The authorize URL of a sign-in with this state and nonce, and the spec's PKCE challenge. */
  const authorizeUrl = (state: string, nonce: string) =>
    line.authorizeUrl({ redirectUri: REDIRECT_URI, state, nonce, codeChallenge: CHALLENGE });

  /** Authorize (approved at the fake) and sign in with the nonce the authorize URL carried. */
  async function signIn(mode?: LineTokenMode, nonce = 'nonce-1') {
    const url = authorizeUrl('state-1', nonce);
    const { code } = await fake.approveLine(url, USER, mode);
    return line.signIn({ code, redirectUri: REDIRECT_URI, nonce, codeVerifier: VERIFIER });
  }

  async function failureOf(promise: Promise<unknown>): Promise<LineLoginError> {
    const error: unknown = await promise.then(
      () => new Error('expected a LineLoginError'),
      (rejected: unknown) => rejected,
    );
    if (!(error instanceof LineLoginError)) throw error;
    return error;
  }

  it('builds the LINE Login v2.1 authorize URL on the web host', () => {
    const url = new URL(
      line.authorizeUrl({
        redirectUri: REDIRECT_URI,
        state: 's t',
        nonce: 'n',
        codeChallenge: 'c',
      }),
    );

    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/line/oauth2/v2.1/authorize`);
    expect(url.search).toContain('scope=openid%20profile');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: FAKE_CREDENTIALS.lineChannelId,
      redirect_uri: REDIRECT_URI,
      state: 's t',
      scope: 'openid profile',
      nonce: 'n',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('sends the PKCE verifier with the code: a code exchanged without the right one is refused', async () => {
    const url = authorizeUrl('s', 'n');
    const { code } = await fake.approveLine(url, USER);
    const error = await failureOf(
      line.signIn({
        code,
        redirectUri: REDIRECT_URI,
        nonce: 'n',
        codeVerifier: 'another-verifier',
      }),
    );
    expect(error).toMatchObject({
      failure: 'token_exchange',
      upstream: { failure: 'refused', status: 400 },
    });
  });

  it('exchanges the code and verifies an HS256 ID token signed with the channel secret', async () => {
    await expect(signIn('hs256')).resolves.toEqual({
      userId: USER,
      displayName: 'Fake LINE',
      pictureUrl: null,
    });
  });

  it('verifies an ES256 ID token against the JWKS of the API host', async () => {
    await expect(signIn('es256')).resolves.toMatchObject({ userId: USER });
  });

  it.each<[LineTokenMode, RegExp]>([
    ['expired', /exp/],
    ['wrong_aud', /aud/],
    ['wrong_iss', /iss/],
    ['forged', /signature/],
    ['tampered', /signature/],
    ['wrong_nonce', /nonce/],
  ])('refuses an ID token that is %s', async (mode, reason) => {
    const error = await failureOf(signIn(mode));

    expect(error.failure).toBe('id_token');
    expect(error.detail).toMatch(reason);
  });

  it('refuses an ID token issued for another sign-in (nonce of the state differs)', async () => {
    const url = authorizeUrl('s', 'first');
    const { code } = await fake.approveLine(url, USER);

    const error = await failureOf(
      line.signIn({ code, redirectUri: REDIRECT_URI, nonce: 'second', codeVerifier: VERIFIER }),
    );
    expect(error.failure).toBe('id_token');
  });

  it('reports a refused code, and a code used twice, as a failed token exchange', async () => {
    const refused = await failureOf(signIn('token_refused'));
    expect(refused).toMatchObject({
      failure: 'token_exchange',
      upstream: { failure: 'refused', status: 400 },
    });

    const url = authorizeUrl('s', 'n');
    const { code } = await fake.approveLine(url, USER);
    await line.signIn({ code, redirectUri: REDIRECT_URI, nonce: 'n', codeVerifier: VERIFIER });
    const replayed = await failureOf(
      line.signIn({ code, redirectUri: REDIRECT_URI, nonce: 'n', codeVerifier: VERIFIER }),
    );
    expect(replayed.failure).toBe('token_exchange');
  });

  it('reports an unreachable LINE as a failed token exchange, never a crash', async () => {
    const offline = createLineLogin({
      ...testConfig(fake.env).lineLogin,
      apiBaseUrl: 'http://127.0.0.1:9/line',
    });

    const error = await failureOf(
      offline.signIn({ code: 'c', redirectUri: REDIRECT_URI, nonce: 'n', codeVerifier: VERIFIER }),
    );
    expect(error).toMatchObject({
      failure: 'token_exchange',
      upstream: { failure: 'unreachable' },
    });
  });
});
