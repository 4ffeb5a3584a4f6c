/** Media limits of spec sections 5 and 9, enforced by the console's widgets and by the API. */
export const MEDIA_LIMITS = {
  /** Images in the composer (image, card and rich message images). */
  imageMaxMb: 5,
  videoMaxMb: 10,
  /** The general image uploader outside the composer, when no size is passed. */
  generalImageMaxMb: 100,
  /** Rich message (imagemap) base images: exactly this wide, this high at most. */
  richImage: { width: 1040, minHeight: 1, maxHeight: 2040 },
} as const;

/** What a staff member reads about a refused file, in the console and from the API (spec section 5). */
export const MEDIA_MESSAGES = {
  composerImageType: 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น',
  generalImageType: 'รูปภาพต้องเป็นไฟล์นามสกุล PNG, JPG และ JPEG เท่านั้น.',
  imageTooLarge: (mb: number) => `อัพโหลดรูปภาพได้ไม่เกิน ${mb} MB`,
  squareImage: 'รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน',
  exactImageSize: (width: number, height: number) =>
    `รูปภาพต้องมีขนาด กว้าง ${width} x สูง ${height} พิกเซล`,
  richImageSize: `รูปภาพต้องมีความกว้าง ${MEDIA_LIMITS.richImage.width} และความสูง ${MEDIA_LIMITS.richImage.minHeight} - ${MEDIA_LIMITS.richImage.maxHeight} px`,
  videoType: 'วิดีโอต้องเป็นไฟล์ MP4 เท่านั้น',
  videoTooLarge: (mb: number) => `อัพโหลดวิดีโอได้ไม่เกิน ${mb} MB`,
} as const;
