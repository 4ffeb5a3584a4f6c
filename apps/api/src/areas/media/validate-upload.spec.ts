import sharp from 'sharp';
import { dataUrl, declaredSizePng, sampleImage, sampleMp4 } from './testing/sample-media';
import { UPLOAD_BODY_LIMIT } from './upload-rules';
import { validateUpload, type UploadCheck } from './validate-upload';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function refusal(check: UploadCheck) {
  if (check.ok) throw new Error('expected a refusal');
  return check.refusal;
}

describe('validateUpload', () => {
  describe('images', () => {
    it('accepts a PNG or JPEG as an image, sent as base64 or as a data URL', async () => {
      const png = await sampleImage('png', 600, 400);
      const jpeg = await sampleImage('jpeg', 600, 400);

      const fromPng = await validateUpload('image', b64(png));
      const fromJpeg = await validateUpload('image', dataUrl(jpeg, 'image/jpeg'));

      expect(fromPng).toEqual({
        ok: true,
        media: { bytes: png, kind: 'png', size: { width: 600, height: 400 } },
      });
      expect(fromJpeg).toMatchObject({ ok: true, media: { kind: 'jpeg' } });
    });

    it('judges a photo by the size it is shown at and stores it upright', async () => {
      // Stored 700 wide and 1040 high, shown a quarter turn round: 1040 wide, 700 high.
      const sideways = await sampleImage('jpeg', 700, 1040, { orientation: 6 });

      const check = await validateUpload('imagemap', b64(sideways));

      expect(check).toMatchObject({ ok: true, media: { size: { width: 1040, height: 700 } } });
      const stored = await sharp(check.ok ? check.media.bytes : Buffer.alloc(0)).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 1040, height: 700 });
      expect(stored.orientation ?? 1).toBe(1);
      // Shown 700 wide, it is no rich message base image, whatever its stored width.
      const shownNarrow = await sampleImage('jpeg', 1040, 700, { orientation: 8 });
      expect(refusal(await validateUpload('imagemap', b64(shownNarrow))).message).toBe(
        'รูปภาพต้องมีความกว้าง 1040 และความสูง 1 - 2040 px',
      );
    });

    it('keeps the bytes of an image that needs no turning', async () => {
      const upright = await sampleImage('jpeg', 1040, 700, { orientation: 1 });
      const check = await validateUpload('imagemap', b64(upright));

      expect(check.ok && check.media.bytes.equals(upright)).toBe(true);
    });

    it('judges the kind from the bytes, not from the declared type', async () => {
      const jpeg = await sampleImage('jpeg', 10, 10);
      const check = await validateUpload('image', dataUrl(jpeg, 'image/png'));

      expect(check).toMatchObject({ ok: true, media: { kind: 'jpeg' } });
    });

    it('refuses anything but PNG and JPEG', async () => {
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');

      expect(refusal(await validateUpload('image', dataUrl(gif, 'image/png')))).toEqual({
        status: 400,
        message: 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น',
      });
      expect(refusal(await validateUpload('card', b64(sampleMp4())))).toMatchObject({
        status: 400,
        message: 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น',
      });
    });

    it('refuses an image over 5,000,000 bytes with 413, without decoding it', async () => {
      const large = Buffer.alloc(5_000_001, 0);
      const refused = refusal(await validateUpload('image', b64(large)));

      expect(refused).toEqual({ status: 413, message: 'อัพโหลดรูปภาพได้ไม่เกิน 5 MB' });
    });

    it('refuses a truncated or corrupt image', async () => {
      const png = await sampleImage('png', 1040, 1040, { noise: true });
      const jpeg = await sampleImage('jpeg', 1040, 700, { noise: true });
      const corrupt = Buffer.from(png);
      corrupt.fill(0x55, 200, 400);

      for (const bytes of [png.subarray(0, png.length / 2), jpeg.subarray(0, 5000), corrupt]) {
        expect(refusal(await validateUpload('imagemap', b64(bytes)))).toEqual({
          status: 400,
          message: 'ไฟล์รูปภาพเสียหายหรือไม่สมบูรณ์',
        });
      }
    });

    it('refuses a decompression bomb from its header alone', async () => {
      const refused = refusal(await validateUpload('image', b64(declaredSizePng(30000, 30000))));

      expect(refused).toEqual({ status: 400, message: 'รูปภาพต้องมีขนาดไม่เกิน 40 ล้านพิกเซล' });
    });

    it('wants card images square', async () => {
      expect(await validateUpload('card', b64(await sampleImage('png', 500, 500)))).toMatchObject({
        ok: true,
      });
      expect(
        refusal(await validateUpload('card', b64(await sampleImage('png', 600, 400)))),
      ).toEqual({ status: 400, message: 'รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน' });
    });

    it.each([
      [1040, 1],
      [1040, 700],
      [1040, 2040],
    ])('takes a %i x %i rich message image', async (width, height) => {
      const check = await validateUpload('imagemap', b64(await sampleImage('jpeg', width, height)));
      expect(check).toMatchObject({ ok: true, media: { size: { width, height } } });
    });

    it.each([
      [1039, 700],
      [1041, 700],
      [1040, 2041],
      [600, 400],
    ])('refuses a %i x %i rich message image', async (width, height) => {
      const refused = refusal(
        await validateUpload('imagemap', b64(await sampleImage('png', width, height))),
      );
      expect(refused).toEqual({
        status: 400,
        message: 'รูปภาพต้องมีความกว้าง 1040 และความสูง 1 - 2040 px',
      });
    });
  });

  describe('videos', () => {
    it('accepts a whole MP4', async () => {
      const video = sampleMp4();
      expect(await validateUpload('video', dataUrl(video, 'video/mp4'))).toEqual({
        ok: true,
        media: { bytes: video, kind: 'mp4' },
      });
    });

    it('refuses anything but MP4, and a cut MP4', async () => {
      const png = await sampleImage('png', 10, 10);
      const video = sampleMp4();

      expect(refusal(await validateUpload('video', dataUrl(png, 'video/mp4')))).toEqual({
        status: 400,
        message: 'วิดีโอต้องเป็นไฟล์ MP4 เท่านั้น',
      });
      expect(refusal(await validateUpload('video', b64(video.subarray(0, 60))))).toEqual({
        status: 400,
        message: 'ไฟล์วิดีโอเสียหายหรือไม่สมบูรณ์',
      });
    });

    it('refuses a video over 10,000,000 bytes with 413', async () => {
      const refused = refusal(await validateUpload('video', b64(sampleMp4(10_000_000))));
      expect(refused).toEqual({ status: 413, message: 'อัพโหลดวิดีโอได้ไม่เกิน 10 MB' });
    });

    it('lets a body carrying a 10 MB video through the body limit', () => {
      const body = JSON.stringify({ base64: dataUrl(Buffer.alloc(10_000_000), 'video/mp4') });
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT);
    });
  });

  it.each([
    ['garbage', 'this is not base64!'],
    ['a data URL without base64', 'data:image/png,abc'],
  ])('refuses %s', async (_what, value) => {
    expect(refusal(await validateUpload('image', value))).toEqual({
      status: 400,
      message: 'ข้อมูลไฟล์ต้องเป็น base64 หรือ data URL ที่ถูกต้อง',
    });
  });

  it.each(['data:image/png;base64,', '  ', '===='])('refuses the empty file %j', async (value) => {
    expect(refusal(await validateUpload('image', value))).toMatchObject({ status: 400 });
  });
});
