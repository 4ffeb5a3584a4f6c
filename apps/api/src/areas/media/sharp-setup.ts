import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './upload-rules';

// One libvips thread per image and no operation cache: uploads are one-off work and the API
// shares its machine, so memory stays flat however many uploads run at once.
sharp.concurrency(1);
sharp.cache(false);

/** A sharp pipeline over untrusted image bytes: pixel-limited, failing on truncation or errors. */
export function openImage(bytes: Uint8Array) {
  return sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    sequentialRead: true,
  });
}

/** Writes a processed image in the format it came in (PNG, or JPEG at quality 90). */
export function encodeAs(image: Sharp, format: 'png' | 'jpeg'): Promise<Buffer> {
  return format === 'png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
