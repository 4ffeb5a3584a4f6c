import sharp from 'sharp';
import { openImage } from './sharp-setup';
import { MAX_IMAGE_PIXELS } from './upload-rules';

export interface ImageSize {
  width: number;
  height: number;
}

export type ImageCheck =
  | {
      ok: true;
      /** The size the image is shown at (its EXIF orientation applied). */
      size: ImageSize;
      /** True when an EXIF orientation turns or mirrors the stored pixels. */
      turned: boolean;
    }
  | { ok: false; reason: 'too-many-pixels' | 'broken' };

/**
 * Reads the header, refuses a declared size over MAX_IMAGE_PIXELS before anything is decoded
 * (a decompression bomb), then decodes the whole image once to make sure every pixel is there.
 * An image that does not decode whole to its declared size is refused, so the size answered is
 * that of the decoded image, as shown (turned by its EXIF orientation, as browsers show it).
 */
export async function checkImage(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<ImageCheck> {
  let declared: ImageSize;
  let shown: ImageSize;
  let orientation = 1;
  try {
    // The header only: no pixel is decoded here, so no pixel limit applies yet.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) {
      return { ok: false, reason: 'broken' };
    }
    declared = { width: metadata.width, height: metadata.height };
    shown = metadata.autoOrient;
    orientation = metadata.orientation ?? 1;
  } catch {
    return { ok: false, reason: 'broken' };
  }
  if (declared.width * declared.height > MAX_IMAGE_PIXELS) {
    return { ok: false, reason: 'too-many-pixels' };
  }

  try {
    // stats() streams every pixel through the decoder without keeping the image in memory.
    await openImage(bytes).stats();
  } catch {
    return { ok: false, reason: 'broken' };
  }
  return { ok: true, size: shown, turned: orientation > 1 && orientation <= 8 };
}
