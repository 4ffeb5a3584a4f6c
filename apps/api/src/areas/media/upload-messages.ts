import { MEDIA_MESSAGES } from '@hbc/contracts';
import { MAX_IMAGE_PIXELS } from './upload-rules';

/** What a staff member reads about a refused upload (spec section 5 where it gives the words). */
export const UPLOAD_TEXT = {
  unknownProduct: (product: string) => `ไม่รองรับการอัพโหลดประเภท "${product}"`,
  empty: 'ไม่พบข้อมูลไฟล์',
  notBase64: 'ข้อมูลไฟล์ต้องเป็น base64 หรือ data URL ที่ถูกต้อง',
  imageType: MEDIA_MESSAGES.composerImageType,
  imageTooLarge: MEDIA_MESSAGES.imageTooLarge,
  imageBroken: 'ไฟล์รูปภาพเสียหายหรือไม่สมบูรณ์',
  imageTooManyPixels: `รูปภาพต้องมีขนาดไม่เกิน ${MAX_IMAGE_PIXELS / 1_000_000} ล้านพิกเซล`,
  squareImage: MEDIA_MESSAGES.squareImage,
  richImageSize: MEDIA_MESSAGES.richImageSize,
  videoType: MEDIA_MESSAGES.videoType,
  videoTooLarge: MEDIA_MESSAGES.videoTooLarge,
  videoBroken: 'ไฟล์วิดีโอเสียหายหรือไม่สมบูรณ์',
} as const;

/** Thai names of the products, for the activity log. */
export const PRODUCT_NAMES = {
  image: 'รูปภาพ',
  card: 'รูปภาพการ์ดเมสเสจ',
  imagemap: 'รูปภาพริชเมสเสจ',
  video: 'วิดีโอ',
} as const;
