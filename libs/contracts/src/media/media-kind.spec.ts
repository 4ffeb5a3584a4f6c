import { detectMediaKind } from './media-kind';

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** An `ftyp` box (size, type, major brand, minor version, compatible brands) and a little more. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const box = latin1(
    `\0\0\0${String.fromCharCode(size)}ftyp${major}\0\0\0\0${compatible.join('')}`,
  );
  return Uint8Array.from([...box, ...latin1('\0\0\0\x08free')]);
}

describe('detectMediaKind', () => {
  it('knows a PNG by its 8-byte signature, even when the rest is missing', () => {
    expect(detectMediaKind(latin1('\x89PNG\r\n\x1a\n'))).toBe('png');
    expect(detectMediaKind(latin1('\x89PNG'))).toBeNull();
  });

  it('knows a JPEG by SOI FFD8 and the next marker', () => {
    expect(detectMediaKind(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectMediaKind(Uint8Array.of(0xff, 0xd8, 0x00, 0x00))).toBeNull();
  });

  it('knows an MP4 by its ftyp box at offset 4, by the major or a compatible brand', () => {
    expect(detectMediaKind(ftyp('isom', ['isom', 'avc1']))).toBe('mp4');
    expect(detectMediaKind(ftyp('mp42', ['mp42', 'isom']))).toBe('mp4');
    expect(detectMediaKind(ftyp('XAVC', ['XAVC', 'mp42']))).toBe('mp4');
  });

  it.each([
    ['a QuickTime movie', ftyp('qt  ', ['qt  '])],
    ['a HEIC photo', ftyp('heic', ['mif1', 'heic', 'iso8'])],
    ['an ISO file of no MP4 brand', ftyp('XYZW', ['XYZW'])],
    ['GIF', latin1('GIF89a\x01\x00\x01\x00')],
    ['WebP', latin1('RIFF\0\0\0\0WEBPVP8 ')],
    ['text', latin1('just some text in a file named photo.png')],
    ['a box too short for a brand', latin1('....ftyp')],
    ['nothing', new Uint8Array(0)],
  ])('knows %s is none of them', (_what, bytes) => {
    expect(detectMediaKind(bytes)).toBeNull();
  });
});
