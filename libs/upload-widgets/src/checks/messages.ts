/** Every message a staff member reads about a rejected file (spec section 5, word for word). */
export const UPLOAD_MESSAGES = {
  composerImageType: 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น',
  generalImageType: 'รูปภาพต้องเป็นไฟล์นามสกุล PNG, JPG และ JPEG เท่านั้น.',
  imageTooLarge: (mb: number) => `อัพโหลดรูปภาพได้ไม่เกิน ${mb} MB`,
  squareImage: 'รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน',
  exactImageSize: (width: number, height: number) => `รูปภาพต้องมีขนาด กว้าง ${width} x สูง ${height} พิกเซล`,
  richImageSize: 'รูปภาพต้องมีความกว้าง 1040 และความสูง 1 - 2040 px',
  videoType: 'วิดีโอต้องเป็นไฟล์ MP4 เท่านั้น',
  videoTooLarge: (mb: number) => `อัพโหลดวิดีโอได้ไม่เกิน ${mb} MB`,
  richImageGuide: 'ตัวอย่าง: เว้นพื้นที่สีขาวขนาด 200 x 200 px ไว้ด้านล่างของรูปภาพ',
  uploadFailed: 'System Error!!!',
} as const;

/** Rich message (imagemap) base image limits of spec section 9. */
export const RICH_IMAGE = { width: 1040, minHeight: 1, maxHeight: 2040, maxMb: 5 } as const;

/** Composer limits of spec section 9. */
export const COMPOSER_IMAGE_MAX_MB = 5;
export const VIDEO_MAX_MB = 10;
export const GENERAL_IMAGE_MAX_MB = 100;
