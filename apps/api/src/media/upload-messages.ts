import { LIMITS } from '@hbc/message-composer/model';
import { MAX_IMAGE_PIXELS } from './upload-rules';

/** What a staff member reads about a refused upload (spec section 5 where it gives the words). */
export const UPLOAD_TEXT = {
  unknownProduct: (product: string) => `ไม่รองรับการอัพโหลดประเภท "${product}"`,
  empty: 'ไม่พบข้อมูลไฟล์',
  notBase64: 'ข้อมูลไฟล์ต้องเป็น base64 หรือ data URL ที่ถูกต้อง',
  imageType: 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น',
  imageTooLarge: (mb: number) => `อัพโหลดรูปภาพได้ไม่เกิน ${mb} MB`,
  imageBroken: 'ไฟล์รูปภาพเสียหายหรือไม่สมบูรณ์',
  imageTooManyPixels: `รูปภาพต้องมีขนาดไม่เกิน ${MAX_IMAGE_PIXELS / 1_000_000} ล้านพิกเซล`,
  squareImage: 'รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน',
  richImageSize: `รูปภาพต้องมีความกว้าง ${LIMITS.richImageWidth} และความสูง 1 - ${LIMITS.richImageMaxHeight} px`,
  videoType: 'วิดีโอต้องเป็นไฟล์ MP4 เท่านั้น',
  videoTooLarge: (mb: number) => `อัพโหลดวิดีโอได้ไม่เกิน ${mb} MB`,
  videoBroken: 'ไฟล์วิดีโอเสียหายหรือไม่สมบูรณ์',
} as const;

/** Thai names of the products, for the activity log. */
export const PRODUCT_NAMES = {
  image: 'รูปภาพ',
  card: 'รูปภาพการ์ดเมสเสจ',
  imagemap: 'รูปภาพริชเมสเสจ',
  video: 'วิดีโอ',
} as const;
