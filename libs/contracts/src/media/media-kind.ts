/**
 * The media the product accepts (PNG, JPEG, MP4), judged from a file's first bytes, never from its
 * name or MIME type: the console checks a chosen file with it and the API checks every upload.
 */
export type MediaKind = 'png' | 'jpeg' | 'mp4';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** ISO base-media brands that mark an MP4 video. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'MSNV',
]);

/** Major brands of other ISO base-media files (QuickTime movies, HEIF/AVIF still images): never MP4. */
const NOT_MP4_MAJOR_BRANDS = new Set([
  'qt  ',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
]);

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((value, index) => bytes[offset + index] === value);
}

/** Four bytes as ASCII text (an ISO box type or brand). */
export function fourCC(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

/** PNG: the 8-byte signature. */
export function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE);
}

/** JPEG: start-of-image marker FFD8 followed by the next marker's FF. */
export function isJpeg(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0xff, 0xd8, 0xff]);
}

/** MP4: an `ftyp` box at offset 4 whose brands name an MP4 file. */
export function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || fourCC(bytes, 4) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const major = fourCC(bytes, 8);
  if (NOT_MP4_MAJOR_BRANDS.has(major)) return false;
  if (MP4_BRANDS.has(major)) return true;
  // Compatible brands follow the major brand and the 4-byte minor version.
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (MP4_BRANDS.has(fourCC(bytes, offset))) return true;
  }
  return false;
}

/** PNG, JPEG or MP4 by their signatures; null for anything else. */
export function detectMediaKind(bytes: Uint8Array): MediaKind | null {
  if (isPng(bytes)) return 'png';
  if (isJpeg(bytes)) return 'jpeg';
  if (isMp4(bytes)) return 'mp4';
  return null;
}
