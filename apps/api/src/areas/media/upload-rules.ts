import { MEDIA_LIMITS, megabytesToBytes, type MediaKind } from '@hbc/contracts';

/** The products of `POST /api/upload/{product}` (what the upload is for). */
export const UPLOAD_PRODUCTS = ['image', 'card', 'imagemap', 'video'] as const;
export type UploadProduct = (typeof UPLOAD_PRODUCTS)[number];

export function isUploadProduct(value: string): value is UploadProduct {
  return (UPLOAD_PRODUCTS as readonly string[]).includes(value);
}

/** Images larger than this many pixels are refused before they are decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface UploadRule {
  /** Kinds of media the product takes. */
  kinds: readonly MediaKind[];
  maxMb: number;
  /** Width and height must be equal (card images, 1:1). */
  square?: boolean;
  /** Exact width and a height range (rich message base images). */
  dimensions?: { width: number; minHeight: number; maxHeight: number };
}

/** The rules of spec sections 5 and 9 for each product. */
export const UPLOAD_RULES: Record<UploadProduct, UploadRule> = {
  image: { kinds: ['png', 'jpeg'], maxMb: MEDIA_LIMITS.imageMaxMb },
  card: { kinds: ['png', 'jpeg'], maxMb: MEDIA_LIMITS.imageMaxMb, square: true },
  imagemap: {
    kinds: ['png', 'jpeg'],
    maxMb: MEDIA_LIMITS.imageMaxMb,
    dimensions: MEDIA_LIMITS.richImage,
  },
  video: { kinds: ['mp4'], maxMb: MEDIA_LIMITS.videoMaxMb },
};

export const maxBytesOf = (rule: UploadRule) => megabytesToBytes(rule.maxMb);

/** The largest body any product accepts: its base64 text plus room for a data URL and JSON. */
export const UPLOAD_BODY_LIMIT = Math.ceil(
  (Math.max(...Object.values(UPLOAD_RULES).map(maxBytesOf)) * 4) / 3 + 64 * 1024,
);
