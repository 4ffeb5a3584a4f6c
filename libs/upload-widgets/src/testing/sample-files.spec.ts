/**
 * @jest-environment node
 */
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { adler32, crc32, encodePng, jpegBytes, mp4Bytes, textBytes, zlibStored } from './sample-files';
import { nodeDeflate } from './node-deflate';

// The fixtures must be genuine files, or the checks' specs would prove nothing.
describe('sample files', () => {
  it('computes the standard CRC-32 and Adler-32 check values', () => {
    const digits = new TextEncoder().encode('123456789');
    expect(crc32(digits)).toBe(0xcbf43926);
    expect(adler32(digits)).toBe(0x091e01de);
  });

  it('encodes text as UTF-8', () => {
    expect(Buffer.from(textBytes('ก a €😀')).toString('utf8')).toBe('ก a €😀');
  });

  it('writes zlib streams that zlib inflates back, across several stored blocks', () => {
    const raw = Uint8Array.from({ length: 150_000 }, (_, i) => (i * 7) % 251);
    expect(new Uint8Array(inflateSync(zlibStored(raw)))).toEqual(raw);
  });

  it.each([
    ['zlib deflate', nodeDeflate],
    ['stored blocks', zlibStored],
  ])('encodes PNGs that a real decoder reads, with their pixels (%s)', async (_name, deflate) => {
    const png = encodePng({
      width: 40,
      height: 30,
      palette: [
        [0, 0, 0],
        [255, 255, 255],
      ],
      pixel: (x) => (x < 10 ? 1 : 0),
      deflate,
    });
    const image = sharp(Buffer.from(png));
    const meta = await image.metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
    const { channels } = await image.stats();
    expect(channels[0]?.mean).toBeCloseTo(255 / 4, 5); // a quarter of the pixels are white
  });

  it('builds a JPEG header a real decoder reads the size from', async () => {
    const meta = await sharp(Buffer.from(jpegBytes({ width: 1040, height: 700 }))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1040, 700]);
  });

  it('builds an MP4 prefix of well-formed boxes: ftyp then moov', () => {
    const bytes = mp4Bytes();
    const data = new DataView(bytes.buffer);
    const ftypSize = data.getUint32(0);
    const type = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
    expect(type(4)).toBe('ftyp');
    expect(type(ftypSize + 4)).toBe('moov');
    expect(ftypSize + data.getUint32(ftypSize)).toBe(bytes.length);
  });
});
