import type { ImageSize } from './image-check';
import type { ImagemapWidth } from './media-keys';
import { encodeAs, openImage } from './sharp-setup';

/**
 * The image at `width` pixels wide, aspect ratio kept, in the original's format. The original's
 * own width answers the original bytes untouched.
 */
export async function renderImagemapVariant(
  bytes: Buffer,
  format: 'png' | 'jpeg',
  size: ImageSize,
  width: ImagemapWidth,
): Promise<Buffer> {
  if (width === size.width) return bytes;
  const height = Math.max(1, Math.round((size.height * width) / size.width));
  return encodeAs(openImage(bytes).resize(width, height, { fit: 'fill' }), format);
}
