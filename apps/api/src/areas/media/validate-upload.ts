import { detectMediaKind, type MediaKind } from '@hbc/contracts';
import { base64Text, decodeBase64, decodedLength } from './base64-body';
import { checkImage, type ImageSize } from './image-check';
import { isCompleteMp4 } from './mp4-boxes';
import { UPLOAD_TEXT } from './upload-messages';
import { maxBytesOf, UPLOAD_RULES, type UploadProduct, type UploadRule } from './upload-rules';
import { uprightImage } from './upright-image';

/** A file that passed every check of its product, ready to store. */
export interface CheckedMedia {
  /** The uploaded bytes; for an image an EXIF orientation turns, the image made upright. */
  bytes: Buffer;
  kind: MediaKind;
  /** Images only. */
  size?: ImageSize;
}

/** Why a file was refused: 400 for a bad file, 413 for one over the product's limit. */
export interface UploadRefusal {
  status: 400 | 413;
  message: string;
}

export type UploadCheck = { ok: true; media: CheckedMedia } | { ok: false; refusal: UploadRefusal };

const refuse = (status: 400 | 413, message: string): UploadCheck => ({
  ok: false,
  refusal: { status, message },
});

const isVideo = (rule: UploadRule) => rule.kinds.includes('mp4');

function tooLarge(rule: UploadRule): UploadCheck {
  const text = isVideo(rule) ? UPLOAD_TEXT.videoTooLarge : UPLOAD_TEXT.imageTooLarge;
  return refuse(413, text(rule.maxMb));
}

function imageRuleProblem(rule: UploadRule, { width, height }: ImageSize): string | null {
  if (rule.square && width !== height) return UPLOAD_TEXT.squareImage;
  const dimensions = rule.dimensions;
  if (
    dimensions &&
    (width !== dimensions.width || height < dimensions.minHeight || height > dimensions.maxHeight)
  ) {
    return UPLOAD_TEXT.richImageSize;
  }
  return null;
}

/**
 * Checks an upload's `base64` value (plain base64 or a data URL) against the product's rules:
 * the kind found in the bytes, the size limit, a whole file, and the image dimensions.
 */
export async function validateUpload(product: UploadProduct, value: string): Promise<UploadCheck> {
  const rule = UPLOAD_RULES[product];
  const text = base64Text(value);
  if (text === null) return refuse(400, UPLOAD_TEXT.notBase64);
  const length = decodedLength(text);
  if (length === 0) return refuse(400, UPLOAD_TEXT.empty);
  // Refused before decoding: the text alone says how large the file is.
  if (length > maxBytesOf(rule)) return tooLarge(rule);

  const bytes = decodeBase64(text);
  const kind = detectMediaKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) {
    return refuse(400, isVideo(rule) ? UPLOAD_TEXT.videoType : UPLOAD_TEXT.imageType);
  }

  if (kind === 'mp4') {
    return isCompleteMp4(bytes)
      ? { ok: true, media: { bytes, kind } }
      : refuse(400, UPLOAD_TEXT.videoBroken);
  }

  const image = await checkImage(bytes, kind);
  if (!image.ok) {
    return refuse(
      400,
      image.reason === 'too-many-pixels' ? UPLOAD_TEXT.imageTooManyPixels : UPLOAD_TEXT.imageBroken,
    );
  }
  const problem = imageRuleProblem(rule, image.size);
  if (problem) return refuse(400, problem);
  const stored = image.turned ? await uprightImage(bytes, kind) : bytes;
  return { ok: true, media: { bytes: stored, kind, size: image.size } };
}
