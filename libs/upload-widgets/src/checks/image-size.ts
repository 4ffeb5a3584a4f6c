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

/** JPEG: walk the marker segments from SOI until a start-of-frame, which holds height then width. */
function readJpegSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
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
    if (isStartOfFrame(marker)) {
      // length (2) + precision (1) + height (2) + width (2)
      if (length < 7 || offset + 7 > bytes.length) return null;
      return { height: data.getUint16(offset + 3), width: data.getUint16(offset + 5) };
    }
    offset += length;
  }
  return null;
}

/** Width and height read from a PNG's IHDR or a JPEG's SOFn segment; null when the bytes hold neither. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (isPng(bytes)) return readPngSize(bytes);
  if (isJpeg(bytes)) return readJpegSize(bytes);
  return null;
}
