import { encodeAs, openImage } from './sharp-setup';

/**
 * The image with its EXIF orientation applied to the pixels and its metadata dropped: what the
 * console's preview shows is then what every LINE client shows, and the resized widths of a rich
 * message keep the same way up. Only called for images whose orientation turns them.
 */
export function uprightImage(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<Buffer> {
  return encodeAs(openImage(bytes).autoOrient(), format);
}
