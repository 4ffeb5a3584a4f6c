import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../app';
import { contentHash } from './media-keys';
import { buildTestApp } from '../../test/test-app';

const SECRET = 'a file beside the upload folder';
const INDEX_HTML = '<!doctype html><title>console</title>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BYTES = Buffer.from('\x89PNG\r\n\x1a\n pretend image bytes', 'latin1');
const HASH = contentHash(BYTES);
const OTHER = contentHash(Buffer.from('never stored'));

describe('GET /files/<key>', () => {
  let app: App;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hbc-files-'));
    await writeFile(join(dir, 'secret.txt'), SECRET);
    await mkdir(join(dir, 'console'));
    await writeFile(join(dir, 'console', 'index.html'), INDEX_HTML);
    // A built console: its catch-all must not take /files paths.
    app = await buildTestApp({
      env: { UPLOAD_DIR: join(dir, 'uploads'), CONSOLE_DIST: join(dir, 'console') },
    });
    await app.storage.put(`${HASH}.png`, BYTES, 'image/png');
    await app.storage.put(`imagemap/${HASH}/1040`, BYTES, 'image/jpeg');
    await app.storage.put(`imagemap/${HASH}/240`, BYTES.subarray(0, 8), 'image/jpeg');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves a stored file without authentication, cacheable for good', async () => {
    const response = await get(`/files/${HASH}.png`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(BYTES.length));
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['etag']).toBe(`"${HASH}"`);
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it('serves imagemap widths without an extension, and the base as its 1040 image', async () => {
    const small = await get(`/files/imagemap/${HASH}/240`);
    const base = await get(`/files/imagemap/${HASH}`);

    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect(small.headers['etag']).toBe(`"${HASH}-240"`);
    expect(small.rawPayload.equals(BYTES.subarray(0, 8))).toBe(true);
    expect(base.statusCode).toBe(200);
    expect(base.headers['etag']).toBe(`"${HASH}-1040"`);
    expect(base.rawPayload.equals(BYTES)).toBe(true);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/files/${HASH}.png` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['etag']).toBe(`"${HASH}"`);
    expect(response.body).toBe('');
  });

  it.each([`"${HASH}"`, `W/"${HASH}"`, `"other", "${HASH}"`, '*'])(
    'answers 304 without a body to If-None-Match: %s',
    async (ifNoneMatch) => {
      const response = await get(`/files/${HASH}.png`, { 'if-none-match': ifNoneMatch });

      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers['etag']).toBe(`"${HASH}"`);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it('serves the file again when If-None-Match names another version', async () => {
    const response = await get(`/files/${HASH}.png`, { 'if-none-match': `"${OTHER}"` });

    expect(response.statusCode).toBe(200);
  });

  it.each([
    `/files/${OTHER}.png`,
    `/files/${HASH}.jpg`,
    `/files/imagemap/${HASH}/700`,
    `/files/imagemap/${OTHER}`,
    `/files/imagemap/${HASH}/1041`,
    '/files/secret.txt',
    '/files/index.html',
    `/files/${HASH}.png.meta.json`,
    `/files/imagemap/${HASH}/1040.meta.json`,
    '/files/..%2fsecret.txt',
    '/files/%2e%2e%2fsecret.txt',
    `/files/imagemap/${HASH}/..%2f..%2f..%2fsecret.txt`,
    '/files/.tmp/anything',
    '/files/',
  ])('answers %s with 404 NOT_FOUND', async (url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it.each(['/files/../secret.txt', '/files/%2e%2e/secret.txt', '/files/imagemap/../../secret.txt'])(
    'never reaches beside the upload folder: %s',
    async (url) => {
      const response = await get(url);

      // Dot segments leave /files altogether: the console answers, never with the file.
      expect(response.body).not.toContain(SECRET);
      expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
    },
  );
});
