import { MEDIA_LIMITS } from '@hbc/contracts';
import type { MessageFormat } from './types';

/** Limits of spec section 9 and of the LINE Messaging API. */
export const LIMITS = {
  maxMessages: 3,
  maxCards: 10,
  maxActions: 8,
  textMax: 400,
  /** The text area's counter limit when none is passed. */
  textCounterDefault: 5000,
  cardLabelMax: 15,
  actionFieldMax: 50,
  sliderStep: 10,
  arrowLockMs: 800,
  imageMaxMb: MEDIA_LIMITS.imageMaxMb,
  videoMaxMb: MEDIA_LIMITS.videoMaxMb,
  richImageWidth: MEDIA_LIMITS.richImage.width,
  richImageMaxHeight: MEDIA_LIMITS.richImage.maxHeight,
  lineAltTextMax: 400,
  lineMaxBubbles: 12,
  lineBubbleMaxBytes: 30_000,
  lineCarouselMaxBytes: 50_000,
  /** Image, video and other media URLs LINE fetches. */
  lineMediaUrlMax: 2000,
  /** A URI action's uri (also altUri.desktop) and an imagemap action's linkUri. */
  lineLinkMax: 1000,
  lineImagemapMaxActions: 50,
} as const;

/** Thai display names of the formats. */
export const FORMAT_NAMES: Record<MessageFormat, string> = {
  text: 'ข้อความ',
  imagemap: 'ริชเมสเสจ',
  carousel: 'การ์ดเมสเสจ',
  video: 'วิดีโอ',
  custom: 'JSON',
};

/** What staff call a rich message action (its tap area is the 'พื้นที่กด'). */
export const ACTION_NAME = 'การกระทำ';

/** What staff read (spec sections 5 and 8, word for word where the spec gives the words). */
export const MESSAGES = {
  warningHeading: 'กรุณากรอกข้อมูลให้ครบถ้วน',
  textRequired: 'กรุณากรอกข้อความ',
  textTooLong: 'ข้อความต้องไม่เกิน 400 ตัวอักษร',
  videoRequired: 'กรุณาอัพโหลดไฟล์วิดีโอ',
  videoCoverRequired: 'กรุณาอัพโหลดรูปภาพหน้าปก',
  imageRequired: 'กรุณาอัพโหลดรูปภาพ',
  linkRequired: 'กรุณากรอกลิงก์',
  actionTextRequired: 'กรุณากรอกข้อความ',
  richLinkInvalid: 'กรุณาแก้ไขลิงก์',
  max50: 'ต้องไม่เกิน 50 ตัวอักษร',
  labelRequired: 'กรุณากรอกข้อความปุ่ม',
  labelTooLong: 'ต้องไม่เกิน 15 ตัวอักษร',
  cardLinkInvalid: 'ต้องเป็น https:// หรือ http:// เท่านั้น และห้ามมีช่องว่าง',
  jsonInvalid: 'รูปแบบ JSON ไม่ถูกต้อง',
  jsonNotMessage: 'JSON ต้องเป็นออบเจ็กต์ข้อความ LINE ที่มี type ที่รองรับ',
  jsonMissingFields: 'JSON ขาดข้อมูลที่จำเป็น',
  invalidData: 'รูปแบบข้อมูลไม่ถูกต้อง',
  tooManyMessages: 'เลือกรูปแบบข้อความได้สูงสุด 3 รูปแบบ',
  tooManyCards: 'เพิ่มการ์ดได้สูงสุด 10 การ์ด',
  noCards: 'ต้องมีการ์ดอย่างน้อย 1 การ์ด',
  tooManyActions: `เพิ่ม${ACTION_NAME}ได้สูงสุด 8 รายการ`,
  mediaUrlNotHttps: 'ลิงก์ไฟล์รูปภาพหรือวิดีโอต้องขึ้นต้นด้วย https:// และห้ามมีช่องว่าง',
  mediaUrlTooLong: 'ลิงก์ไฟล์รูปภาพหรือวิดีโอต้องไม่เกิน 2000 ตัวอักษร',
  lineLinkRefused: 'ลิงก์ต้องขึ้นต้นด้วย https://, line:// หรือ tel: และห้ามมีช่องว่าง',
  lineLinkTooLong: 'ลิงก์ต้องไม่เกิน 1000 ตัวอักษร',
  noActions: `ต้องมี${ACTION_NAME}อย่างน้อย 1 รายการ`,
  tooManyLineActions: `มี${ACTION_NAME}ได้สูงสุด 50 รายการ`,
  altTextInvalid: 'ข้อความแจ้งเตือนต้องมี 1–400 ตัวอักษร',
  altTextTooLong: 'ข้อความแจ้งเตือนต้องไม่เกิน 400 ตัวอักษร',
  bubbleTooLarge: 'ข้อมูลการ์ดเกิน 30 KB ที่ LINE รับได้',
  carouselTooLarge: 'ข้อมูลการ์ดทั้งหมดรวมกันเกิน 50 KB ที่ LINE รับได้',
  // LINE's rules over a custom (JSON) message, each shown after the path of the field it is about.
  mustBeText: 'ต้องเป็นข้อความ',
  mustBeNumber: 'ต้องเป็นตัวเลข',
  mustBeInteger: 'ต้องเป็นตัวเลขจำนวนเต็ม',
  mustBeBoolean: 'ต้องเป็น true หรือ false',
  mustBeObject: 'ต้องเป็นออบเจ็กต์ JSON',
  mustBeList: 'ต้องเป็นรายการ (array)',
  mustBeColor: 'ต้องเป็นรหัสสีแบบ #RRGGBB หรือ #RRGGBBAA',
  imagemapBaseWidth: `baseSize.width ต้องเป็น ${LIMITS.richImageWidth}`,
  areaOutsideImage: 'พื้นที่ต้องอยู่ภายในรูปภาพ',
  sameActionCount: 'ทุกคอลัมน์ต้องมีจำนวน actions เท่ากัน',
  maxChars: (max: number) => `ต้องไม่เกิน ${max.toLocaleString('en-US')} ตัวอักษร`,
  charRange: (min: number, max: number) =>
    `ต้องมี ${min.toLocaleString('en-US')}–${max.toLocaleString('en-US')} ตัวอักษร`,
  maxCharsWithImage: (max: number) =>
    `ต้องไม่เกิน ${max.toLocaleString('en-US')} ตัวอักษรเมื่อมีรูปภาพหรือ title`,
  itemCount: (min: number, max: number) => {
    if (min === max) return `ต้องมี ${min} รายการ`;
    return min === 0 ? `ต้องไม่เกิน ${max} รายการ` : `ต้องมี ${min}–${max} รายการ`;
  },
  atLeast: (min: number) => `ต้องไม่น้อยกว่า ${min}`,
  atMost: (max: number) => `ต้องไม่เกิน ${max}`,
  allowedValues: (values: readonly string[]) => `ค่าที่ใช้ได้: ${values.join(', ')}`,
  /** 'ค่าที่ใช้ได้: none, xs … หรือค่าแบบ 10px หรือ 5%'; keywords may be none ('ต้องเป็นค่าแบบ 10px'). */
  allowedSizes: (keywords: readonly string[], examples: readonly string[]) =>
    keywords.length > 0
      ? `ค่าที่ใช้ได้: ${keywords.join(', ')} หรือค่าแบบ ${examples.join(' หรือ ')}`
      : `ต้องเป็นค่าแบบ ${examples.join(' หรือ ')}`,
  formatOf: (example: string) => `ต้องอยู่ในรูปแบบ ${example}`,
  aspectRatio: (maxHeightPerWidth?: number) =>
    `ต้องอยู่ในรูปแบบ กว้าง:สูง เช่น 20:13 (แต่ละค่า 1–100000${
      maxHeightPerWidth === undefined ? '' : ` และสูงไม่เกิน ${maxHeightPerWidth} เท่าของกว้าง`
    })`,
  unknownProperty: (name: string) => `ไม่รู้จักคุณสมบัติ "${name}"`,
  oneOfRequired: (names: readonly string[]) => `ต้องมี ${names.join(' หรือ ')}`,
  notTogether: (first: string, second: string) => `ใช้ ${first} คู่กับ ${second} ไม่ได้`,
  jsonTooLarge: (bytes: number) => `ขนาด JSON ต้องไม่เกิน ${bytes / 1000} KB`,
  tooDeep: (levels: number) => `ข้อมูลซ้อนกันลึกเกิน ${levels} ชั้น`,
} as const;

/** A text field's length rule: 'ข้อความต้องไม่เกิน 5,000 ตัวอักษร' (400 reads as `MESSAGES.textTooLong`). */
export function tooLongText(limit: number): string {
  return `ข้อความต้องไม่เกิน ${limit.toLocaleString('en-US')} ตัวอักษร`;
}

/** What the card label field says after cutting a label entered too long, naming the part cut off. */
export function labelCutText(removed: string): string {
  return `ตัดข้อความปุ่มให้เหลือไม่เกิน ${LIMITS.cardLabelMax} ตัวอักษร: ตัด “${removed}” ออก`;
}

/** 'ข้อความที่ 2 (ข้อความ): กรุณากรอกข้อความ' */
export function issueText(index: number, format: MessageFormat, detail: string): string {
  return `ข้อความที่ ${index + 1} (${FORMAT_NAMES[format]}): ${detail}`;
}
