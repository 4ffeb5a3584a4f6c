import { decodeProtectedHeader, decodeJwt, SignJWT } from 'jose';
import { issueToken, TOKEN_ISSUER, TOKEN_KINDS, verifyToken } from './tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const SESSION = '0b5c2f8e-4d0a-4c1e-9a43-6f1f0c2b7d11';
const CLAIMS = { userId: 7, sessionId: SESSION };

describe('API tokens', () => {
  it('marks each kind with its typ and audience, for the user and session', async () => {
    const messaging = await issueToken('messaging', SECRET, CLAIMS, 1_800_000_000_000);
    const access = await issueToken('access', SECRET, CLAIMS, 1_800_000_000_000);

    expect(decodeProtectedHeader(messaging)).toEqual({ alg: 'HS256', typ: 'hbc-messaging+jwt' });
    expect(decodeJwt(messaging)).toEqual({
      iss: 'hbc-api',
      aud: 'hbc:provider-login',
      sub: '7',
      jti: SESSION,
      iat: 1_800_000_000,
      exp: 1_800_000_000 + 4 * 3600,
    });
    expect(decodeJwt(access)).toMatchObject({
      aud: 'hbc:console',
      jti: SESSION,
      exp: 1_800_000_000 + 12 * 3600,
    });
  });

  it('accepts a token only as its own kind', async () => {
    const messaging = await issueToken('messaging', SECRET, CLAIMS);
    const access = await issueToken('access', SECRET, CLAIMS);

    await expect(verifyToken('messaging', SECRET, messaging)).resolves.toEqual(CLAIMS);
    await expect(verifyToken('access', SECRET, access)).resolves.toEqual(CLAIMS);
    await expect(verifyToken('access', SECRET, messaging)).resolves.toBeNull();
    await expect(verifyToken('messaging', SECRET, access)).resolves.toBeNull();
  });

  it('refuses an expired token, another secret, a token without session, and garbage', async () => {
    const expired = await issueToken('messaging', SECRET, CLAIMS, Date.now() - 5 * 3600 * 1000);
    const other = await issueToken('messaging', `${SECRET}-other`, CLAIMS);
    // As the API signed messaging tokens before they carried their session.
    const sessionless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_KINDS.messaging.typ })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_KINDS.messaging.audience)
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));

    await expect(verifyToken('messaging', SECRET, expired)).resolves.toBeNull();
    await expect(verifyToken('messaging', SECRET, other)).resolves.toBeNull();
    await expect(verifyToken('messaging', SECRET, sessionless)).resolves.toBeNull();
    await expect(verifyToken('access', SECRET, 'a.b.c')).resolves.toBeNull();
  });
});
