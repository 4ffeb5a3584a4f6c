/** Small real file heads for specs: enough bytes for the uploaders to recognise type and size. */

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** A PNG signature and IHDR chunk of the given size. */
export function pngFile(width: number, height: number, name = 'image.png'): File {
  const bytes = Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    ...ascii('IHDR'),
    ...u32(width),
    ...u32(height),
    8,
    2,
    0,
    0,
    0,
    ...u32(0),
  ]);
  return new File([bytes], name, { type: 'image/png' });
}

/** An MP4 `ftyp` box. */
export function mp4File(name = 'clip.mp4'): File {
  const bytes = Uint8Array.from([
    ...u32(24),
    ...ascii('ftypisom'),
    ...u32(0),
    ...ascii('isommp41'),
  ]);
  return new File([bytes], name, { type: 'video/mp4' });
}
