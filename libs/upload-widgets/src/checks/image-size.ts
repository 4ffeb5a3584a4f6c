import { isJpeg, isPng } from '@hbc/contracts';

export interface ImageSize {
  width: number;
  height: number;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG: the first chunk must be a complete 13-byte IHDR; width and height are its first two uint32. */
function readPngSize(bytes: Uint8Array): ImageSize | null {
  // signature (8) + chunk length (4) + type (4) + IHDR data (13) + CRC (4)
  if (bytes.length < 33) return null;
  const data = view(bytes);
  if (data.getUint32(8) !== 13) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

/** Markers C0–CF are start-of-frame except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers without a length field: TEM, RST0–RST7, SOI. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;

/**
 * The EXIF orientation (1–8) in an APP1 segment whose data spans `start` to `end`, or 1 when it
 * holds none. Orientations 5–8 turn the picture a quarter, so browsers (and the API) show it with
 * width and height swapped.
 */
function exifOrientation(bytes: Uint8Array, start: number, end: number): number {
  if (end - start < EXIF_HEADER.length + 8) return 1;
  if (!EXIF_HEADER.every((value, index) => bytes[start + index] === value)) return 1;
  const tiff = start + EXIF_HEADER.length;
  const data = view(bytes);
  const order = String.fromCharCode(bytes[tiff] as number, bytes[tiff + 1] as number);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const ifd = tiff + data.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = data.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return 1;
    if (data.getUint16(entry, little) === ORIENTATION_TAG) {
      const orientation = data.getUint16(entry + 8, little);
      return orientation >= 1 && orientation <= 8 ? orientation : 1;
    }
  }
  return 1;
}

/**
 * JPEG: walk the marker segments from SOI until a start-of-frame, which holds height then width,
 * noting an EXIF orientation on the way: the size answered is the one the picture is shown at.
 */
function readJpegSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
  let orientation = 1;
  let offset = 2; // after SOI
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset++;
    if (offset >= bytes.length) return null;
    const marker = bytes[offset] as number;
    offset++;
    if (isStandalone(marker)) continue;
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    if (offset + 2 > bytes.length) return null;
    const length = data.getUint16(offset);
    if (length < 2) return null;
    if (marker === 0xe1 && orientation === 1) {
      orientation = exifOrientation(bytes, offset + 2, Math.min(offset + length, bytes.length));
    }
    if (isStartOfFrame(marker)) {
      // length (2) + precision (1) + height (2) + width (2)
      if (length < 7 || offset + 7 > bytes.length) return null;
      const height = data.getUint16(offset + 3);
      const width = data.getUint16(offset + 5);
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    offset += length;
  }
  return null;
}

/**
 * Width and height as shown, read from a PNG's IHDR or a JPEG's SOFn segment (turned by its EXIF
 * orientation); null when the bytes hold neither.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (isPng(bytes)) return readPngSize(bytes);
  if (isJpeg(bytes)) return readJpegSize(bytes);
  return null;
}
