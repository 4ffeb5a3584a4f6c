import { detectMediaKind, exceedsLimit } from '@hbc/contracts';
import { readImageSize } from './image-size';
import { RICH_IMAGE, UPLOAD_MESSAGES } from './messages';

export type FileCheck = { ok: true } | { ok: false; message: string };

/** The bytes read from a file (at least its head) and its full size in bytes. */
export interface FileSample {
  bytes: Uint8Array;
  size: number;
}

export interface ImageRules {
  maxMb: number;
  exact?: { width: number; height: number };
  ratio?: '1:1';
  richImage?: boolean;
  /** Wording of the type message: the composer's or the general uploader's (default composer). */
  messages?: 'composer' | 'general';
}

const OK: FileCheck = { ok: true };
const fail = (message: string): FileCheck => ({ ok: false, message });

/** Type (signature) first, then size, then a readable header and the dimension rules: the first broken rule gives the message. */
export function checkImageFile(file: FileSample, rules: ImageRules): FileCheck {
  const typeMessage =
    rules.messages === 'general' ? UPLOAD_MESSAGES.generalImageType : UPLOAD_MESSAGES.composerImageType;
  const kind = detectMediaKind(file.bytes);
  if (kind !== 'png' && kind !== 'jpeg') return fail(typeMessage);
  // Size before dimensions: an oversized file may have been read only in part.
  if (exceedsLimit(file.size, rules.maxMb)) return fail(UPLOAD_MESSAGES.imageTooLarge(rules.maxMb));
  // A PNG or JPEG signature without a readable header is not a usable image.
  const size = readImageSize(file.bytes);
  if (!size) return fail(typeMessage);
  if (rules.richImage) {
    const { width, minHeight, maxHeight } = RICH_IMAGE;
    if (size.width !== width || size.height < minHeight || size.height > maxHeight) {
      return fail(UPLOAD_MESSAGES.richImageSize);
    }
  }
  if (rules.exact && (size.width !== rules.exact.width || size.height !== rules.exact.height)) {
    return fail(UPLOAD_MESSAGES.exactImageSize(rules.exact.width, rules.exact.height));
  }
  if (rules.ratio === '1:1' && size.width !== size.height) return fail(UPLOAD_MESSAGES.squareImage);
  return OK;
}

export function checkVideoFile(file: FileSample, rules: { maxMb: number }): FileCheck {
  if (detectMediaKind(file.bytes) !== 'mp4') return fail(UPLOAD_MESSAGES.videoType);
  if (exceedsLimit(file.size, rules.maxMb)) return fail(UPLOAD_MESSAGES.videoTooLarge(rules.maxMb));
  return OK;
}
