import { COOKIES } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { apiUploadFn, readFileAsDataUrl, upload, uploadFile } from './upload-calls';

let fake: ReturnType<typeof installFakeAdapter>;

beforeEach(() => {
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
  fake = installFakeAdapter((config) => {
    config.onUploadProgress?.({
      loaded: 50,
      total: 100,
      progress: 0.5,
      bytes: 50,
      lengthComputable: true,
      upload: true,
    });
    config.onUploadProgress?.({
      loaded: 100,
      total: 100,
      bytes: 50,
      lengthComputable: true,
      upload: true,
    });
    return { status: 200, data: { message: 'SUCCESS', data: 'https://files.example.test/a.png' } };
  });
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('upload', () => {
  it('posts { base64 } to /api/upload/{product} and resolves data.data', async () => {
    await expect(upload('imagemap', 'data:image/png;base64,iVBORw==')).resolves.toBe(
      'https://files.example.test/a.png',
    );
    const { config, body } = fake.last();
    expect(config.method).toBe('post');
    expect(config.url).toBe('/api/upload/imagemap');
    expect(config.headers.get('Authorization')).toBe('Bearer access-token');
    expect(body).toEqual({ base64: 'data:image/png;base64,iVBORw==' });
  });

  it('reads a file as a base64 data URL', async () => {
    const file = new File([pngBytes], 'a.png', { type: 'image/png' });
    await expect(readFileAsDataUrl(file)).resolves.toBe('data:image/png;base64,iVBORw==');
  });

  it('uploadFile sends the file as base64 and reports progress', async () => {
    const progress: number[] = [];
    const url = await uploadFile(
      'card',
      new File([pngBytes], 'a.png', { type: 'image/png' }),
      (f) => progress.push(f),
    );
    expect(url).toBe('https://files.example.test/a.png');
    expect(fake.last().config.url).toBe('/api/upload/card');
    expect(fake.last().body).toEqual({ base64: 'data:image/png;base64,iVBORw==' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('apiUploadFn fits the widgets: product from the options, image by default', async () => {
    const file = new File([pngBytes], 'a.png', { type: 'image/png' });
    await apiUploadFn(file);
    expect(fake.last().config.url).toBe('/api/upload/image');
    await apiUploadFn(file, { product: 'video' });
    expect(fake.last().config.url).toBe('/api/upload/video');
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
