/**
 * @jest-environment node
 */
// Pure checks: no DOM.
import sharp from 'sharp';
import { readImageSize } from './image-size';
import { concatBytes, encodePng, gifBytes, jpegBytes, mp4Bytes, textBytes, truncatedPng } from '../testing/sample-files';
import { nodeDeflate } from '../testing/node-deflate';

describe('readImageSize', () => {
  it('reads width and height from the IHDR of a real PNG', () => {
    expect(readImageSize(encodePng({ width: 1040, height: 2040, deflate: nodeDeflate }))).toEqual({ width: 1040, height: 2040 });
    expect(readImageSize(encodePng({ width: 3, height: 1, deflate: nodeDeflate }))).toEqual({ width: 3, height: 1 });
  });

  it('reads width and height from the SOF0 of a baseline JPEG', () => {
    expect(readImageSize(jpegBytes({ width: 1040, height: 585 }))).toEqual({ width: 1040, height: 585 });
    expect(readImageSize(jpegBytes({ width: 640, height: 480 }))).toEqual({ width: 640, height: 480 });
  });

  it('skips DHT (C4), which is not a frame header, when the tables come first', () => {
    expect(readImageSize(jpegBytes({ width: 800, height: 600, tablesFirst: true }))).toEqual({ width: 800, height: 600 });
  });

  it('reads progressive frames (SOF2) and skips long metadata segments', () => {
    expect(readImageSize(jpegBytes({ width: 1200, height: 900, frameMarker: 0xc2 }))).toEqual({ width: 1200, height: 900 });
    expect(readImageSize(jpegBytes({ width: 1040, height: 1040, app1Length: 60_000 }))).toEqual({ width: 1040, height: 1040 });
  });

  it('answers the size a JPEG is shown at: EXIF orientations 5–8 swap width and height', async () => {
    const photo = (orientation: number) =>
      sharp({ create: { width: 700, height: 1040, channels: 3, background: '#888' } })
        .jpeg()
        .withMetadata({ orientation })
        .toBuffer()
        .then((buffer) => new Uint8Array(buffer));

    for (const orientation of [1, 2, 3, 4]) {
      expect(readImageSize(await photo(orientation))).toEqual({ width: 700, height: 1040 });
    }
    for (const orientation of [5, 6, 7, 8]) {
      expect(readImageSize(await photo(orientation))).toEqual({ width: 1040, height: 700 });
    }
  });

  it('allows fill bytes before a marker', () => {
    const plain = jpegBytes({ width: 50, height: 60 });
    const padded = concatBytes(plain.subarray(0, 2), Uint8Array.of(0xff, 0xff), plain.subarray(2));
    expect(readImageSize(padded)).toEqual({ width: 50, height: 60 });
  });

  it('returns null for bytes without a readable header', () => {
    expect(readImageSize(truncatedPng())).toBeNull();
    expect(readImageSize(gifBytes())).toBeNull();
    expect(readImageSize(textBytes())).toBeNull();
    expect(readImageSize(mp4Bytes())).toBeNull();
    // A JPEG cut off before its frame header.
    expect(readImageSize(jpegBytes({ width: 50, height: 60 }).subarray(0, 30))).toBeNull();
    // A JPEG whose scan starts before any frame header.
    expect(readImageSize(Uint8Array.of(0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9))).toBeNull();
  });
});
