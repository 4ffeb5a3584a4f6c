import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real image of the given stored size: flat colour, or random noise that compresses badly. */
export async function sampleImage(
  format: 'png' | 'jpeg',
  width: number,
  height: number,
  options: { noise?: boolean; quality?: number; orientation?: number } = {},
): Promise<Buffer> {
  const created = options.noise
    ? sharp(randomPixels(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: '#1b8a4b' } });
  // An EXIF orientation, as phone cameras write: the pixels stay as given, shown turned.
  const image = options.orientation ? created.withMetadata({ orientation: options.orientation }) : created;
  return format === 'png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: options.quality ?? 85 }).toBuffer();
}

function randomPixels(length: number): Buffer {
  const pixels = Buffer.alloc(length);
  // A cheap generator: the content only needs to defeat compression.
  let seed = 0x2545f491;
  for (let index = 0; index < length; index += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    pixels[index] = seed & 0xff;
  }
  return pixels;
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A minimal MP4 written box by box: ftyp (isom), moov holding an mvhd, then mdat. */
export function sampleMp4(mediaBytes = 64): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(1000, 16); // duration: one second
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(2, 96); // next track id
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 0x42));
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), mdat]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A small PNG with valid chunks that declares `width` x `height` (a decompression bomb when
 * large): its header is well formed, its pixels are not all there.
 */
export function declaredSizePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const dataUrl = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** Every file under `dir`, as paths relative to it, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}
