import { COOKIES } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { apiUploadFn, readFileAsDataUrl, uploadFile } from './upload-calls';

let fake: ReturnType<typeof installFakeAdapter>;

beforeEach(() => {
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
  fake = installFakeAdapter((config) => {
    config.onUploadProgress?.({ loaded: 50, total: 100 });
    config.onUploadProgress?.({ loaded: 100, total: 100 });
    return { status: 200, data: { message: 'SUCCESS', data: 'https://files.example.test/a.png' } };
  });
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('upload', () => {
  it('reads a file as a base64 data URL', async () => {
    const file = new File([pngBytes], 'a.png', { type: 'image/png' });
    await expect(readFileAsDataUrl(file)).resolves.toBe('data:image/png;base64,iVBORw==');
  });

  it('uploadFile reports the upload as a fraction', async () => {
    const progress: number[] = [];
    await uploadFile('card', new File([pngBytes], 'a.png', { type: 'image/png' }), (f) =>
      progress.push(f),
    );
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with an error carrying the status', async () => {
    fake.restore();
    fake = installFakeAdapter(() => ({ status: 401, data: { message: 'UNAUTHORIZED' } }));
    const error = await apiUploadFn(new File([pngBytes], 'a.png', { type: 'image/png' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});
