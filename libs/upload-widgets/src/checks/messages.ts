import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@hbc/contracts';

/** Every message a staff member reads about a rejected file (spec section 5, word for word). */
export const UPLOAD_MESSAGES = {
  ...MEDIA_MESSAGES,
  richImageGuide: 'ตัวอย่าง: เว้นพื้นที่สีขาวขนาด 200 x 200 px ไว้ด้านล่างของรูปภาพ',
  uploadFailed: 'System Error!!!',
} as const;

/** Rich message (imagemap) base image limits of spec section 9. */
export const RICH_IMAGE = { ...MEDIA_LIMITS.richImage, maxMb: MEDIA_LIMITS.imageMaxMb } as const;

/** Composer limits of spec section 9. */
export const COMPOSER_IMAGE_MAX_MB = MEDIA_LIMITS.imageMaxMb;
export const VIDEO_MAX_MB = MEDIA_LIMITS.videoMaxMb;
export const GENERAL_IMAGE_MAX_MB = MEDIA_LIMITS.generalImageMaxMb;
