import { createHash } from 'node:crypto';
import type { MediaKind } from '@hbc/contracts';
import { EXTENSIONS } from './media-kind';

/** Widths LINE fetches an imagemap image at (`{baseUrl}/{width}`), largest first. */
export const IMAGEMAP_WIDTHS = [1040, 700, 460, 300, 240] as const;
export type ImagemapWidth = (typeof IMAGEMAP_WIDTHS)[number];

const HASH = '[0-9a-f]{64}';
const WIDTHS = IMAGEMAP_WIDTHS.join('|');
/** `<sha256>.png|jpg|mp4` or `imagemap/<sha256>/<width>`: every key the API ever stores. */
const MEDIA_KEY = new RegExp(`^(?:(${HASH})\\.(?:png|jpg|mp4)|imagemap/(${HASH})/(${WIDTHS}))$`);
const IMAGEMAP_BASE = new RegExp(`^imagemap/${HASH}$`);

/** Hex SHA-256 of the bytes: the name of what they are, so the same file is stored once. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function fileKey(hash: string, kind: MediaKind): string {
  return `${hash}.${EXTENSIONS[kind]}`;
}

/** Where an imagemap image lives; it is also the `baseUrl` path LINE appends widths to. */
export function imagemapBase(hash: string): string {
  return `imagemap/${hash}`;
}

export function imagemapKey(hash: string, width: ImagemapWidth): string {
  return `${imagemapBase(hash)}/${width}`;
}

/**
 * The storage key a public path under /files names, or null when it names none. The imagemap
 * base itself answers its full-width (1040) image, which is what the console previews.
 */
export function keyOfPublicPath(path: string): string | null {
  if (IMAGEMAP_BASE.test(path)) return `${path}/${IMAGEMAP_WIDTHS[0]}`;
  return MEDIA_KEY.test(path) ? path : null;
}

/** The entity tag of a stored key: its content hash, with the width for imagemap images. */
export function entityTag(key: string): string | null {
  const match = MEDIA_KEY.exec(key);
  if (!match) return null;
  const [, fileHash, imagemapHash, width] = match;
  return `"${fileHash ?? `${imagemapHash}-${width}`}"`;
}
