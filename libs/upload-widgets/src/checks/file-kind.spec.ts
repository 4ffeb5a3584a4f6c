/**
 * @jest-environment node
 */
// Pure checks: no DOM.
import { detectFileKind } from './file-kind';
import { encodePng, gifBytes, jpegBytes, mp4Bytes, textBytes, truncatedPng } from '../testing/sample-files';
import { nodeDeflate } from '../testing/node-deflate';

describe('detectFileKind', () => {
  it('recognises a PNG by its signature', () => {
    expect(detectFileKind(encodePng({ width: 4, height: 4, deflate: nodeDeflate }))).toBe('png');
  });

  it('recognises a JPEG by SOI FFD8 and the next marker', () => {
    expect(detectFileKind(jpegBytes({ width: 10, height: 10 }))).toBe('jpeg');
    expect(detectFileKind(Uint8Array.of(0xff, 0xd8, 0x00, 0x00))).toBe('unknown');
  });

  it('recognises an MP4 by its ftyp box at offset 4', () => {
    expect(detectFileKind(mp4Bytes())).toBe('mp4');
    expect(detectFileKind(mp4Bytes({ majorBrand: 'mp42', compatible: ['mp42', 'isom'] }))).toBe('mp4');
    // An unusual major brand is still MP4 when a compatible brand says so.
    expect(detectFileKind(mp4Bytes({ majorBrand: 'XAVC', compatible: ['XAVC', 'mp42'] }))).toBe('mp4');
  });

  it('does not take other ISO media files for MP4: QuickTime movies, HEIC photos', () => {
    expect(detectFileKind(mp4Bytes({ majorBrand: 'qt  ', compatible: ['qt  '] }))).toBe('unknown');
    expect(detectFileKind(mp4Bytes({ majorBrand: 'heic', compatible: ['mif1', 'heic', 'iso8'] }))).toBe('unknown');
    expect(detectFileKind(mp4Bytes({ majorBrand: 'XYZW', compatible: ['XYZW'] }))).toBe('unknown');
  });

  it('ignores what is not one of the three', () => {
    expect(detectFileKind(gifBytes())).toBe('unknown');
    expect(detectFileKind(textBytes())).toBe('unknown');
    expect(detectFileKind(textBytes('....ftyp'))).toBe('unknown'); // too short for a brand
    expect(detectFileKind(new Uint8Array(0))).toBe('unknown');
  });

  it('judges the signature, so a truncated PNG is still called PNG (its size is unreadable)', () => {
    expect(detectFileKind(truncatedPng())).toBe('png');
  });
});
