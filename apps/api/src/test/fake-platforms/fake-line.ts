import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { FAKE_CREDENTIALS, randomCode, returnUrl } from './fake-credentials';

/**
 * How the fake signs (or spoils) the ID token of one sign-in: a good HS256 or ES256 token, or
 * one that must be refused.
 */
export const LINE_TOKEN_MODES = [
  'hs256',
  'es256',
  'expired',
  'wrong_aud',
  'wrong_iss',
  'forged',
  'tampered',
  'wrong_nonce',
  'token_refused',
] as const;
export type LineTokenMode = (typeof LINE_TOKEN_MODES)[number];

interface LineGrant {
  lineUserId: string;
  redirectUri: string;
  nonce: string;
  mode: LineTokenMode;
  used: boolean;
  /** PKCE's S256 challenge the authorize request carried, when it carried one. */
  codeChallenge: string | null;
}

export interface FakeLine {
  /** Token exchanges answered so far (refused ones included). */
  tokenCalls: number;
}

const KEY_ID = 'fake-line-es256';
const secret = (value: string) => new TextEncoder().encode(value);

/**
 * LINE Login v2.1 as the API uses it, under /line: authorize (approves `login_hint` = LINE userId
 * at once), token (form body, single-use codes) and certs (the ES256 JWKS).
 */
export async function registerFakeLine(app: FastifyInstance): Promise<FakeLine> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'ES256', use: 'sig' };
  const grants = new Map<string, LineGrant>();
  const state: FakeLine = { tokenCalls: 0 };

  app.get('/line/oauth2/v2.1/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const valid =
      query['response_type'] === 'code' &&
      query['client_id'] === FAKE_CREDENTIALS.lineChannelId &&
      (query['scope'] ?? '').split(' ').includes('openid') &&
      query['state'] &&
      query['nonce'] &&
      query['redirect_uri'] &&
      query['login_hint'] &&
      (query['code_challenge'] === undefined || query['code_challenge_method'] === 'S256');
    if (!valid) return reply.code(400).send({ error: 'invalid_request' });
    const code = randomCode('line-code-');
    grants.set(code, {
      lineUserId: query['login_hint'] ?? '',
      redirectUri: query['redirect_uri'] ?? '',
      nonce: query['nonce'] ?? '',
      mode: (query['fake_mode'] as LineTokenMode | undefined) ?? 'hs256',
      used: false,
      codeChallenge: query['code_challenge'] ?? null,
    });
    return reply.redirect(
      returnUrl(query['redirect_uri'] ?? '', { code, state: query['state'] ?? '' }),
    );
  });

  app.post('/line/oauth2/v2.1/token', async (request, reply) => {
    state.tokenCalls += 1;
    const body = request.body as Record<string, string | undefined>;
    const refuse = (description: string) =>
      reply.code(400).send({ error: 'invalid_grant', error_description: description });
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return refuse('form body expected');
    }
    if (
      body['grant_type'] !== 'authorization_code' ||
      body['client_id'] !== FAKE_CREDENTIALS.lineChannelId ||
      body['client_secret'] !== FAKE_CREDENTIALS.lineChannelSecret
    ) {
      return reply.code(400).send({ error: 'invalid_client', error_description: 'bad client' });
    }
    const grant = grants.get(body['code'] ?? '');
    if (!grant || grant.used) return refuse('invalid authorization code');
    grant.used = true;
    if (grant.redirectUri !== body['redirect_uri']) return refuse('redirect_uri does not match');
    // LINE checks the verifier against the authorize request's challenge (RFC 7636, S256).
    if (grant.codeChallenge !== null) {
      const verifier = body['code_verifier'] ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!verifier || challenge !== grant.codeChallenge) return refuse('invalid code_verifier');
    }
    if (grant.mode === 'token_refused') return refuse('authorization code expired');
    return {
      access_token: randomCode('line-at-'),
      expires_in: 2_592_000,
      id_token: await idToken(grant, privateKey),
      refresh_token: randomCode('line-rt-'),
      scope: 'openid profile',
      token_type: 'Bearer',
    };
  });

  app.get('/line/oauth2/v2.1/certs', async () => ({ keys: [publicJwk] }));
  return state;
}

async function idToken(grant: LineGrant, esKey: CryptoKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { mode } = grant;
  const jwt = new SignJWT({
    nonce: mode === 'wrong_nonce' ? 'another-nonce' : grant.nonce,
    name: 'Fake LINE',
    amr: ['pwd'],
  })
    .setIssuer(mode === 'wrong_iss' ? 'https://access.line.example' : 'https://access.line.me')
    .setSubject(grant.lineUserId)
    .setAudience(mode === 'wrong_aud' ? '1000000001' : FAKE_CREDENTIALS.lineChannelId)
    .setIssuedAt(mode === 'expired' ? now - 7200 : now)
    .setExpirationTime(mode === 'expired' ? now - 3600 : now + 3600);
  if (mode === 'es256') {
    return jwt.setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: KEY_ID }).sign(esKey);
  }
  const key = mode === 'forged' ? 'not-the-channel-secret' : FAKE_CREDENTIALS.lineChannelSecret;
  const token = await jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret(key));
  if (mode !== 'tampered') return token;
  // Another subject after signing: the signature no longer matches the payload.
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
  const changed = Buffer.from(JSON.stringify({ ...claims, sub: 'U-someone-else' })).toString(
    'base64url',
  );
  return `${header}.${changed}.${signature}`;
}
