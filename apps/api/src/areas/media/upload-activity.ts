import { ACTIVITY_ACTION, ACTIVITY_MENU, type ActivityLogEntry } from '@hbc/contracts';
import { PRODUCT_NAMES } from './upload-messages';
import type { UploadProduct } from './upload-rules';
import type { CheckedMedia } from './validate-upload';

const KIND_NAMES = { png: 'PNG', jpeg: 'JPEG', mp4: 'MP4' } as const;

/** The activity-log entry of a successful upload: what, its type, size and where it is. */
export function uploadActivity(
  product: UploadProduct,
  media: CheckedMedia,
  url: string,
): ActivityLogEntry {
  const dimensions = media.size ? ` ${media.size.width} x ${media.size.height} px` : '';
  const bytes = media.bytes.length.toLocaleString('en-US');
  return {
    action: ACTIVITY_ACTION.upload,
    menu: ACTIVITY_MENU.upload,
    subject: PRODUCT_NAMES[product],
    description: `${KIND_NAMES[media.kind]}${dimensions} ขนาด ${bytes} ไบต์: ${url}`,
  };
}
