import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { contentHash } from './media-keys';
import {
  dataUrl,
  declaredSizePng,
  filesUnder,
  sampleImage,
  sampleMp4,
} from './testing/sample-media';
import { UPLOAD_BODY_LIMIT } from './upload-rules';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, lineUserIdOf, signIn, signInTestEnv } from '../../test/sign-in';
import { lastLogId, logSince, userByLineId } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';

const PUBLIC = 'https://media.example.test';

let fake: FakePlatforms;
let uploadDir: string;
beforeAll(async () => {
  fake = await startFakePlatforms();
  uploadDir = await mkdtemp(join(tmpdir(), 'hbc-uploads-'));
});
afterAll(async () => {
  await fake?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describeEachDatabase(
  'POST /api/upload/{product}',
  (ctx) => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(ctx.app, fake, 'admin-lv3');
    }, 30_000);

    const upload = (product: string, payload: unknown, headers = bearer(token)) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/upload/${product}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const uploadOk = async (product: string, base64: string): Promise<string> => {
      const response = await upload(product, { base64 });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { message: string; data: string };
      expect(body).toEqual({ message: 'SUCCESS', data: expect.any(String) });
      return body.data;
    };
    /** GET a public URL the API answered, through the app. */
    const fetchUrl = (url: string, headers: Record<string, string> = {}) => {
      expect(url.startsWith(`${PUBLIC}/files/`)).toBe(true);
      return ctx.app.inject({ method: 'GET', url: url.slice(PUBLIC.length), headers });
    };

    describe('who may upload', () => {
      it.each([
        ['super-admin', 200],
        ['admin-lv1', 403],
        ['admin-lv2', 403],
        ['admin-lv3', 200],
      ] as const)('answers %s with %i', async (id, status) => {
        const roleToken = await signIn(ctx.app, fake, id);
        const png = await sampleImage('png', 8, 8);

        const response = await upload(
          'image',
          { base64: png.toString('base64') },
          bearer(roleToken),
        );

        expect(response.statusCode).toBe(status);
        if (status === 403) expect(response.json()).toEqual({ message: 'FORBIDDEN' });
      });

      it('refuses a role that may not upload before its body is read', async () => {
        const lv2 = await signIn(ctx.app, fake, 'admin-lv2');

        const malformed = await upload('image', '{"base64": ', bearer(lv2));
        const oversized = await upload(
          'video',
          { base64: 'A'.repeat(UPLOAD_BODY_LIMIT) },
          bearer(lv2),
        );

        expect([malformed.statusCode, malformed.json()]).toEqual([403, { message: 'FORBIDDEN' }]);
        expect([oversized.statusCode, oversized.json()]).toEqual([403, { message: 'FORBIDDEN' }]);
      });
    });

    describe('stores what passes and answers its public URL', () => {
      it('serves an imagemap image at every width LINE asks for, in its own format', async () => {
        const jpeg = await sampleImage('jpeg', 1040, 700);
        const url = await uploadOk('imagemap', dataUrl(jpeg, 'image/jpeg'));

        expect(url).toBe(`${PUBLIC}/files/imagemap/${contentHash(jpeg)}`);
        for (const width of [1040, 700, 460, 300, 240]) {
          const response = await fetchUrl(`${url}/${width}`);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('image/jpeg');
          const metadata = await sharp(response.rawPayload).metadata();
          expect(metadata).toMatchObject({
            format: 'jpeg',
            width,
            height: Math.round((700 * width) / 1040),
          });
        }
        const base = await fetchUrl(url);
        expect(base.statusCode).toBe(200);
        expect(base.rawPayload.equals(jpeg)).toBe(true);
      });

      it('keeps PNG imagemap images PNG', async () => {
        const png = await sampleImage('png', 1040, 1040);
        const url = await uploadOk('imagemap', dataUrl(png, 'image/png'));

        for (const width of [1040, 700, 460, 300, 240]) {
          const response = await fetchUrl(`${url}/${width}`);
          expect(response.headers['content-type']).toBe('image/png');
          const metadata = await sharp(response.rawPayload).metadata();
          expect(metadata).toMatchObject({ format: 'png', width, height: width });
        }
      });

      it('keeps a one-pixel-high imagemap image at least one pixel high at every width', async () => {
        const url = await uploadOk(
          'imagemap',
          dataUrl(await sampleImage('png', 1040, 1), 'image/png'),
        );

        const smallest = await fetchUrl(`${url}/240`);
        expect(await sharp(smallest.rawPayload).metadata()).toMatchObject({
          width: 240,
          height: 1,
        });
      });

      it.each([
        ['image', 'png', 600, 400, 'image/png', 'png'],
        ['image', 'jpeg', 1, 1, 'image/jpeg', 'jpg'],
        ['card', 'png', 1040, 1040, 'image/png', 'png'],
        ['card', 'jpeg', 300, 300, 'image/jpeg', 'jpg'],
      ] as const)(
        'stores a %s (%s %i x %i) as it came',
        async (product, format, width, height, type, extension) => {
          const bytes = await sampleImage(format, width, height);
          const url = await uploadOk(product, bytes.toString('base64'));

          expect(url).toBe(`${PUBLIC}/files/${contentHash(bytes)}.${extension}`);
          const response = await fetchUrl(url);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe(type);
          expect(response.rawPayload.equals(bytes)).toBe(true);
        },
      );

      it('stores an MP4 video', async () => {
        const video = sampleMp4(2048);
        const url = await uploadOk('video', dataUrl(video, 'video/mp4'));

        expect(url).toBe(`${PUBLIC}/files/${contentHash(video)}.mp4`);
        const response = await fetchUrl(url);
        expect(response.headers['content-type']).toBe('video/mp4');
        expect(response.rawPayload.equals(video)).toBe(true);
      });

      it('answers the same URL for the same file and does not write it again', async () => {
        const png = await sampleImage('png', 1040, 800, { noise: true });
        const first = await uploadOk('imagemap', png.toString('base64'));
        const files = await filesUnder(uploadDir);
        const times = await Promise.all(
          files.map(async (file) => (await stat(join(uploadDir, file))).mtimeMs),
        );

        const second = await uploadOk('imagemap', dataUrl(png, 'image/png'));

        expect(second).toBe(first);
        expect(await filesUnder(uploadDir)).toEqual(files);
        const after = await Promise.all(
          files.map(async (file) => (await stat(join(uploadDir, file))).mtimeMs),
        );
        expect(after).toEqual(times);
      });

      it('records who uploaded what in the activity log', async () => {
        const user = await userByLineId(ctx.app.db, lineUserIdOf('admin-lv3'));
        const before = await lastLogId(ctx.app.db);
        const bytes = await sampleImage('jpeg', 640, 640);

        const url = await uploadOk('card', dataUrl(bytes, 'image/jpeg'));

        const log = await logSince(ctx.app.db, before);
        expect(log).toHaveLength(1);
        expect(log[0]).toMatchObject({
          userId: user.id,
          role: 'ADMIN_LV3',
          unitId: user.unitId,
          action: 'อัพโหลดไฟล์',
          menu: 'อัพโหลดไฟล์',
          subject: 'รูปภาพการ์ดเมสเสจ',
          description: `JPEG 640 x 640 px ขนาด ${bytes.length.toLocaleString('en-US')} ไบต์: ${url}`,
        });
      });
    });

    describe('refuses what does not pass, storing and logging nothing', () => {
      let filesBefore: string[];
      let logBefore: number;
      beforeEach(async () => {
        filesBefore = await filesUnder(uploadDir);
        logBefore = await lastLogId(ctx.app.db);
      });
      afterEach(async () => {
        expect(await filesUnder(uploadDir)).toEqual(filesBefore);
        expect(await logSince(ctx.app.db, logBefore)).toEqual([]);
      });

      const refusedWith = (message: string, path = '/base64') => ({
        message: 'VALIDATION_ERROR',
        errors: [{ path, message }],
      });

      it('refuses a file whose bytes are not what its name says', async () => {
        const gif = Buffer.from(
          'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00;',
          'latin1',
        );
        const response = await upload('image', { base64: dataUrl(gif, 'image/png') });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusedWith('รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น'));
      });

      it('refuses a PNG whose header says 1040 wide but whose pixels are cut off', async () => {
        const png = await sampleImage('png', 1040, 1040, { noise: true });
        const cut = png.subarray(0, Math.floor(png.length * 0.6));
        const response = await upload('imagemap', { base64: dataUrl(cut, 'image/png') });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusedWith('ไฟล์รูปภาพเสียหายหรือไม่สมบูรณ์'));
      });

      it('refuses a decompression bomb (a small PNG declaring 30000 x 30000)', async () => {
        const bomb = declaredSizePng(30000, 30000);
        expect(bomb.length).toBeLessThan(100);
        const response = await upload('image', { base64: bomb.toString('base64') });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusedWith('รูปภาพต้องมีขนาดไม่เกิน 40 ล้านพิกเซล'));
      });

      it('refuses base64 garbage', async () => {
        const response = await upload('image', { base64: 'data:image/png;base64,@@not base64@@' });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusedWith('ข้อมูลไฟล์ต้องเป็น base64 หรือ data URL ที่ถูกต้อง'));
      });

      it.each([
        ['an empty base64', { base64: '' }, 'กรุณากรอกข้อมูล'],
        ['no base64 at all', {}, 'กรุณากรอกข้อมูล'],
        ['a data URL without data', { base64: 'data:image/png;base64,' }, 'ไม่พบข้อมูลไฟล์'],
      ])('refuses %s', async (_what, body, message) => {
        const response = await upload('image', body);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusedWith(message));
      });

      it('refuses a wrong-sized rich message image and a card that is not square', async () => {
        const wide = await upload('imagemap', {
          base64: (await sampleImage('jpeg', 600, 400)).toString('base64'),
        });
        const card = await upload('card', {
          base64: (await sampleImage('jpeg', 600, 400)).toString('base64'),
        });

        expect(wide.statusCode).toBe(400);
        expect(wide.json()).toEqual(refusedWith('รูปภาพต้องมีความกว้าง 1040 และความสูง 1 - 2040 px'));
        expect(card.statusCode).toBe(400);
        expect(card.json()).toEqual(refusedWith('รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน'));
      });

      it('refuses a video that is not MP4, and an MP4 cut short', async () => {
        const png = await sampleImage('png', 10, 10);
        const video = sampleMp4(4096);
        const notVideo = await upload('video', { base64: dataUrl(png, 'video/mp4') });
        const cut = await upload('video', {
          base64: dataUrl(video.subarray(0, 3000), 'video/mp4'),
        });

        expect(notVideo.json()).toEqual(refusedWith('วิดีโอต้องเป็นไฟล์ MP4 เท่านั้น'));
        expect(cut.statusCode).toBe(400);
        expect(cut.json()).toEqual(refusedWith('ไฟล์วิดีโอเสียหายหรือไม่สมบูรณ์'));
      });

      it('refuses an image over 5,000,000 bytes with 413 and a Thai message', async () => {
        const large = await sampleImage('png', 1040, 2040, { noise: true });
        expect(large.length).toBeGreaterThan(5_000_000);
        const response = await upload('imagemap', { base64: dataUrl(large, 'image/png') });

        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          message: 'PAYLOAD_TOO_LARGE',
          errors: [{ path: '/base64', message: 'อัพโหลดรูปภาพได้ไม่เกิน 5 MB' }],
        });
      });

      it('refuses a body over the route limit with 413 PAYLOAD_TOO_LARGE', async () => {
        const response = await upload('video', { base64: 'A'.repeat(UPLOAD_BODY_LIMIT) });

        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
      });

      it('refuses an unknown product, naming it', async () => {
        const response = await upload('gif', {
          base64: (await sampleImage('png', 4, 4)).toString('base64'),
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(
          refusedWith('ไม่รองรับการอัพโหลดประเภท "gif"', 'params/product'),
        );
      });

      it.each([
        ['no token', {}],
        ['a token that is not one', bearer('not-a-token')],
      ])('answers 401 to a request with %s', async (_what, headers) => {
        const png = await sampleImage('png', 4, 4);
        const response = await upload('image', { base64: png.toString('base64') }, headers);

        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
      });
    });
  },
  {
    env: () => signInTestEnv(fake, { UPLOAD_DIR: uploadDir, PUBLIC_BASE_URL: PUBLIC }),
  },
);
