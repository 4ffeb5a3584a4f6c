import type { MediaKind } from '@hbc/contracts';

export const CONTENT_TYPES: Record<MediaKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
};

/** File extension of each kind in storage keys. */
export const EXTENSIONS: Record<MediaKind, string> = { png: 'png', jpeg: 'jpg', mp4: 'mp4' };
