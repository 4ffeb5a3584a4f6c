import { inflateSync } from 'node:zlib';
import { crc32, encodePng } from './png';

describe('png', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('encodes RGBA rows with filter bytes and a correct IEND chunk', () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128]); // 2x1
    const png = encodePng(2, 1, pixels);
    expect(png.subarray(-12)).toEqual(
      Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
    );
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect([...inflateSync(png.subarray(41, 41 + idatLength))]).toEqual([0, ...pixels]);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(4))).toThrow('pixel buffer');
  });
});
