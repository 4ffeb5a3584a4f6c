/**
 * Real file bytes for specs and stories, built without a DOM or Node APIs so that they also run
 * in the browser: PNG (zlib stream + CRC32), a baseline JPEG header, an MP4 box prefix, a GIF.
 */

export type Rgb = readonly [number, number, number];
export type Deflate = (raw: Uint8Array) => Uint8Array;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const u16 = (value: number): Uint8Array => Uint8Array.of(value >>> 8, value & 0xff);
const u32 = (value: number): Uint8Array =>
  Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);

/** A zlib stream (RFC 1950) of uncompressed deflate blocks (RFC 1951 BTYPE 00). */
export function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  let offset = 0;
  do {
    const length = Math.min(0xffff, raw.length - offset);
    const final = offset + length >= raw.length ? 1 : 0;
    blocks.push(
      Uint8Array.of(final, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff),
      raw.subarray(offset, offset + length),
    );
    offset += length;
  } while (offset < raw.length);
  blocks.push(u32(adler32(raw)));
  return concatBytes(...blocks);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concatBytes(ascii(type), data);
  return concatBytes(u32(data.length), typeAndData, u32(crc32(typeAndData)));
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export interface PngOptions {
  width: number;
  height: number;
  /** Colours of the 8-bit palette (default: the programme's green). */
  palette?: readonly Rgb[];
  /** Palette index of each pixel (default 0). */
  pixel?: (x: number, y: number) => number;
  /** zlib compressor; default writes stored blocks, specs pass Node's `deflateSync`. */
  deflate?: Deflate;
}

/** A complete palette PNG: signature, IHDR, PLTE, IDAT of filtered scanlines, IEND. */
export function encodePng({ width, height, palette = [[27, 138, 75]], pixel, deflate = zlibStored }: PngOptions): Uint8Array {
  const stride = width + 1; // filter byte + one palette index per pixel
  const raw = new Uint8Array(stride * height);
  if (pixel) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) raw[y * stride + 1 + x] = pixel(x, y);
    }
  }
  // bit depth 8, colour type 3 (palette), compression 0, filter 0, no interlace
  const ihdr = concatBytes(u32(width), u32(height), Uint8Array.of(8, 3, 0, 0, 0));
  const plte = Uint8Array.from(palette.flat());
  return concatBytes(
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('PLTE', plte),
    pngChunk('IDAT', deflate(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  );
}

/** A PNG signature whose IHDR chunk is cut off after the width. */
export function truncatedPng(): Uint8Array {
  return concatBytes(PNG_SIGNATURE, u32(13), ascii('IHDR'), u32(1040));
}

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  return concatBytes(Uint8Array.of(0xff, marker), u16(payload.length + 2), payload);
}

export interface JpegOptions {
  width: number;
  height: number;
  /** Start-of-frame marker: 0xC0 baseline (default), 0xC2 progressive. */
  frameMarker?: number;
  /** Put the Huffman tables before the frame header (both orders are legal). */
  tablesFirst?: boolean;
  /** Extra bytes of an APP1 segment to skip before the frame header. */
  app1Length?: number;
}

/**
 * A baseline JPEG up to its first scan: SOI, APP0 (JFIF), DQT, SOF0 (3 components), DHT (DC and AC),
 * SOS, a little entropy-coded data, EOI.
 */
export function jpegBytes({ width, height, frameMarker = 0xc0, tablesFirst = false, app1Length = 0 }: JpegOptions): Uint8Array {
  const app0 = jpegSegment(0xe0, concatBytes(ascii('JFIF\0'), Uint8Array.of(1, 1, 0, 0, 1, 0, 1, 0, 0)));
  const app1 = app1Length > 0 ? jpegSegment(0xe1, concatBytes(ascii('Exif\0\0'), new Uint8Array(app1Length))) : new Uint8Array(0);
  const dqt = jpegSegment(0xdb, concatBytes(Uint8Array.of(0x00), new Uint8Array(64).fill(1)));
  const sof = jpegSegment(
    frameMarker,
    concatBytes(Uint8Array.of(8), u16(height), u16(width), Uint8Array.of(3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0)),
  );
  // One code of length 1 for symbol 0, in a DC table (class 0) and an AC table (class 1).
  const oneCodeTable = concatBytes(Uint8Array.of(1), new Uint8Array(15), Uint8Array.of(0));
  const dht = concatBytes(
    jpegSegment(0xc4, concatBytes(Uint8Array.of(0x00), oneCodeTable)),
    jpegSegment(0xc4, concatBytes(Uint8Array.of(0x10), oneCodeTable)),
  );
  const sos = jpegSegment(0xda, Uint8Array.of(3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0));
  const frame = tablesFirst ? [dht, sof] : [sof, dht];
  return concatBytes(Uint8Array.of(0xff, 0xd8), app0, app1, dqt, ...frame, sos, Uint8Array.of(0, 0, 0, 0), Uint8Array.of(0xff, 0xd9));
}

function isoBox(type: string, payload: Uint8Array): Uint8Array {
  return concatBytes(u32(payload.length + 8), ascii(type), payload);
}

/** The start of an MP4: `ftyp` (brand isom, compatible isom iso2 avc1 mp41) then `moov` with a version-0 `mvhd`. */
export function mp4Bytes({ majorBrand = 'isom', compatible = ['isom', 'iso2', 'avc1', 'mp41'] } = {}): Uint8Array {
  const ftyp = isoBox('ftyp', concatBytes(ascii(majorBrand), u32(0x200), ...compatible.map(ascii)));
  const identity = concatBytes(u32(0x00010000), u32(0), u32(0), u32(0), u32(0x00010000), u32(0), u32(0), u32(0), u32(0x40000000));
  const mvhd = isoBox(
    'mvhd',
    concatBytes(
      u32(0), // version 0, flags 0
      u32(0), // creation time
      u32(0), // modification time
      u32(1000), // timescale
      u32(5000), // duration: 5 s
      u32(0x00010000), // rate 1.0
      u16(0x0100), // volume 1.0
      new Uint8Array(10), // reserved
      identity,
      new Uint8Array(24), // pre-defined
      u32(2), // next track id
    ),
  );
  return concatBytes(ftyp, isoBox('moov', mvhd));
}

/** A complete 1×1 GIF89a. */
export function gifBytes(): Uint8Array {
  return Uint8Array.of(
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x1b, 0x8a, 0x4b,
    0xff, 0xff, 0xff, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44,
    0x01, 0x00, 0x3b,
  );
}

/** UTF-8 text (written out by hand: jsdom has no TextEncoder). */
export function textBytes(text = 'ไม่ใช่รูปภาพ just some text\n'): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  }
  return Uint8Array.from(out);
}

/** The bytes followed by zeros up to `size` (a file of an exact size whose head is real). */
export function padTo(bytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(bytes.subarray(0, size));
  return out;
}

export function fileOf(bytes: Uint8Array, name: string, type: string): File {
  // Copy into a fresh ArrayBuffer-backed array: the DOM typings reject a view over a shared buffer.
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A data: URL of the bytes (btoa exists in browsers and jsdom). */
export function dataUrlOf(bytes: Uint8Array, mime: string): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return `data:${mime};base64,${btoa(binary)}`;
}
