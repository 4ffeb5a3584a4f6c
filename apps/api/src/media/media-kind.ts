/** The media the API accepts, judged from the bytes themselves (never from a name or MIME type). */
export type MediaKind = 'png' | 'jpeg' | 'mp4';

export const CONTENT_TYPES: Record<MediaKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
};

/** File extension of each kind in storage keys. */
export const EXTENSIONS: Record<MediaKind, string> = { png: 'png', jpeg: 'jpg', mp4: 'mp4' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff];

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
/** Major brands of other ISO base-media files (QuickTime, HEIF/AVIF stills): never MP4. */
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

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

/** Four bytes as text (an ISO box type or brand). */
export function fourCC(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

/** An `ftyp` box first whose major or compatible brands name MP4. */
function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || fourCC(bytes, 4) !== 'ftyp') return false;
  const major = fourCC(bytes, 8);
  if (NOT_MP4_MAJOR_BRANDS.has(major)) return false;
  if (MP4_BRANDS.has(major)) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(view.getUint32(0), bytes.length);
  // Compatible brands follow the major brand and the 4-byte minor version.
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (MP4_BRANDS.has(fourCC(bytes, offset))) return true;
  }
  return false;
}

/** PNG, JPEG or MP4 by their signatures; null for anything else. */
export function detectMediaKind(bytes: Uint8Array): MediaKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_START)) return 'jpeg';
  if (isMp4(bytes)) return 'mp4';
  return null;
}
