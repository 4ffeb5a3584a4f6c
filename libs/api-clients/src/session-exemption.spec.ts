import { COOKIES } from '@hbc/contracts';
import { ApiError } from './api-error';
import { authClient } from './clients';
import { apiUploadFn } from './calls/upload-calls';
import { isSessionExpiry } from './session-exemption';
import { clearCookies, installFakeAdapter, setCookie } from './testing/fake-adapter';

let fake: ReturnType<typeof installFakeAdapter>;

beforeEach(() => {
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
  fake = installFakeAdapter((config) =>
    config.url === '/forbidden'
      ? { status: 403, data: { message: 'FORBIDDEN' } }
      : { status: 401, data: { message: 'UNAUTHORIZED' } },
  );
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('isSessionExpiry', () => {
  it('is true for a 401 to an ordinary call', async () => {
    expect(isSessionExpiry(await failure(authClient.get('/anything')))).toBe(true);
  });

  it('is false for other failures and for things that are not call failures', async () => {
    expect(isSessionExpiry(await failure(authClient.get('/forbidden')))).toBe(false);
    expect(isSessionExpiry(new ApiError('UNAUTHORIZED'))).toBe(false);
    expect(isSessionExpiry(new Error('boom'))).toBe(false);
    expect(isSessionExpiry(null)).toBe(false);
  });

  it('is false for a 401 to a call that keeps the session', async () => {
    const error = await failure(authClient.get('/anything', { keepSessionOn401: true }));
    expect(error).toMatchObject({ status: 401 });
    expect(isSessionExpiry(error)).toBe(false);
  });

  it('is false for a 401 to an upload, which stays silent (spec section 8)', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    const error = await failure(apiUploadFn(file));
    expect(error).toMatchObject({ status: 401 });
    expect(isSessionExpiry(error)).toBe(false);
  });
});
