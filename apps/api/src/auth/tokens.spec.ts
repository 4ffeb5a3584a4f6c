import { decodeProtectedHeader, decodeJwt } from 'jose';
import { issueToken, verifyToken } from './tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const SESSION = '0b5c2f8e-4d0a-4c1e-9a43-6f1f0c2b7d11';

describe('API tokens', () => {
  it('marks each kind with its typ and audience, for the user (and session)', async () => {
    const messaging = await issueToken('messaging', SECRET, { userId: 7 }, 1_800_000_000_000);
    const access = await issueToken(
      'access',
      SECRET,
      { userId: 7, sessionId: SESSION },
      1_800_000_000_000,
    );

    expect(decodeProtectedHeader(messaging)).toEqual({ alg: 'HS256', typ: 'hbc-messaging+jwt' });
    expect(decodeJwt(messaging)).toEqual({
      iss: 'hbc-api',
      aud: 'hbc:provider-login',
      sub: '7',
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
    const messaging = await issueToken('messaging', SECRET, { userId: 7 });
    const access = await issueToken('access', SECRET, { userId: 7, sessionId: SESSION });

    await expect(verifyToken('messaging', SECRET, messaging)).resolves.toEqual({
      userId: 7,
      sessionId: null,
    });
    await expect(verifyToken('access', SECRET, access)).resolves.toEqual({
      userId: 7,
      sessionId: SESSION,
    });
    await expect(verifyToken('access', SECRET, messaging)).resolves.toBeNull();
    await expect(verifyToken('messaging', SECRET, access)).resolves.toBeNull();
  });

  it('refuses an expired token, another secret, an access token without session, and garbage', async () => {
    const expired = await issueToken(
      'messaging',
      SECRET,
      { userId: 7 },
      Date.now() - 5 * 3600 * 1000,
    );
    const other = await issueToken('messaging', `${SECRET}-other`, { userId: 7 });
    const sessionless = await issueToken('access', SECRET, { userId: 7 });

    await expect(verifyToken('messaging', SECRET, expired)).resolves.toBeNull();
    await expect(verifyToken('messaging', SECRET, other)).resolves.toBeNull();
    await expect(verifyToken('access', SECRET, sessionless)).resolves.toBeNull();
    await expect(verifyToken('access', SECRET, 'a.b.c')).resolves.toBeNull();
  });
});
