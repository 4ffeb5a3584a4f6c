import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { App } from '../../app';
import { sampleImage, sampleMp4 } from './testing/sample-media';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../../test/sign-in';
import { buildTestApp } from '../../test/test-app';

const PUBLIC = 'https://media.example.test';

/** A 6000 x 6000 PNG of one colour: well under 1 MB, 36 million pixels to decode. */
const largeFlatPng = (shade: number) =>
  sharp({
    create: { width: 6000, height: 6000, channels: 3, background: { r: shade, g: 90, b: 60 } },
  })
    .png()
    .toBuffer();

let fake: FakePlatforms;
let uploadDir: string;
let app: App;
let token: string;
let pngs: Buffer[];
beforeAll(async () => {
  fake = await startFakePlatforms();
  uploadDir = await mkdtemp(join(tmpdir(), 'hbc-uploads-load-'));
  app = await buildTestApp({
    env: signInTestEnv(fake, {
      UPLOAD_DIR: uploadDir,
      PUBLIC_BASE_URL: PUBLIC,
      UPLOAD_IMAGE_JOBS: '2',
      UPLOAD_IMAGE_QUEUE: '2',
    }),
  });
  token = await signIn(app, fake, 'admin-lv3');
  pngs = [];
  for (let shade = 0; shade < 5; shade += 1) pngs.push(await largeFlatPng(shade * 40));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const upload = (product: string, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.upload(product),
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: JSON.stringify({ base64: bytes.toString('base64') }),
  });

describe('POST /api/upload/{product} under load', () => {
  // How long other requests take meanwhile is a figure of `npm run bench upload-contention`.
  it('answers other requests while large images are decoded', async () => {
    expect(Math.max(...pngs.map((png) => png.length))).toBeLessThan(1_000_000);
    const small = await upload('image', await sampleImage('png', 16, 16));
    const fileUrl = (small.json() as { data: string }).data.slice(PUBLIC.length);

    const uploads = pngs.slice(0, 4).map((png) => upload('image', png));
    const file = await app.inject({ method: 'GET', url: fileUrl });
    const health = await app.inject({ method: 'GET', url: API_PATHS.health });
    const done = await Promise.all(uploads);

    expect(done.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect([file.statusCode, health.statusCode]).toEqual([200, 200]);
  }, 120_000);

  it('answers 429 with Retry-After to an image past the queue, and still takes videos', async () => {
    const images = pngs.map((png) => upload('image', png));
    // The queue is full once an image is refused: the video comes while the others wait.
    const refused = await new Promise<LightMyRequestResponse | undefined>((resolve) => {
      for (const image of images) {
        void image.then((response) => response.statusCode === 429 && resolve(response));
      }
      void Promise.all(images).then(() => resolve(undefined));
    });
    const video = await upload('video', sampleMp4(4096));
    const done = await Promise.all(images);

    expect(video.statusCode).toBe(200);
    const statuses = done.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(refused?.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);
});
