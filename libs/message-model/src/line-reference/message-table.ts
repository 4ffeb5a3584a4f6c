import { QUICK_REPLY_ACTION } from './action-table';
import { FLEX_MESSAGE } from './flex-table';
import { IMAGEMAP_MESSAGE } from './imagemap-table';
import { anyText, enumOf, integer, list, number, object, text, typeTag, url } from './rules';
import { TEMPLATE_MESSAGE } from './template-table';
import type { ObjectTable, Rule } from './walk';

// Message objects: https://developers.line.biz/en/reference/messaging-api/#message-objects

/** https://developers.line.biz/en/reference/messaging-api/#items-object */
const QUICK_REPLY_ITEM: ObjectTable = {
  properties: { type: enumOf(['action']), imageUrl: url, action: QUICK_REPLY_ACTION },
  required: ['type', 'action'],
};

/** https://developers.line.biz/en/reference/messaging-api/#items-object (1–13 buttons) */
const QUICK_REPLY: ObjectTable = {
  properties: { items: list(object(QUICK_REPLY_ITEM), 1, 13) },
  required: ['items'],
};

/** https://developers.line.biz/en/reference/messaging-api/#icon-nickname-switch */
const SENDER: ObjectTable = { properties: { name: text(20), iconUrl: url } };

/** https://developers.line.biz/en/reference/messaging-api/#message-common-properties */
const COMMON: Readonly<Record<string, Rule>> = {
  type: typeTag,
  quickReply: object(QUICK_REPLY),
  sender: object(SENDER),
};

/** A message type's table: its own properties and the common ones. */
function message(own: ObjectTable): ObjectTable {
  return { ...own, properties: { ...COMMON, ...own.properties } };
}

/** https://developers.line.biz/en/reference/messaging-api/#text-message (LINE emoji) */
const EMOJI: ObjectTable = {
  properties: { index: integer(0), productId: anyText, emojiId: anyText },
  required: ['index', 'productId', 'emojiId'],
};

/** The message types a custom message may be, each with its table (required fields in LINE's order). */
export const MESSAGE_TABLES: Readonly<Record<string, ObjectTable>> = {
  // https://developers.line.biz/en/reference/messaging-api/#text-message
  text: message({
    properties: { text: text(5000), emojis: list(object(EMOJI), 0, 20), quoteToken: anyText },
    required: ['text'],
  }),
  // https://developers.line.biz/en/reference/messaging-api/#sticker-message
  sticker: message({
    properties: { packageId: anyText, stickerId: anyText, quoteToken: anyText },
    required: ['packageId', 'stickerId'],
  }),
  // https://developers.line.biz/en/reference/messaging-api/#image-message
  image: message({
    properties: { originalContentUrl: url, previewImageUrl: url },
    required: ['originalContentUrl', 'previewImageUrl'],
  }),
  // https://developers.line.biz/en/reference/messaging-api/#video-message
  video: message({
    properties: { originalContentUrl: url, previewImageUrl: url, trackingId: text(100) },
    required: ['originalContentUrl', 'previewImageUrl'],
  }),
  // https://developers.line.biz/en/reference/messaging-api/#audio-message (duration in ms)
  audio: message({
    properties: { originalContentUrl: url, duration: integer(1) },
    required: ['originalContentUrl', 'duration'],
  }),
  // https://developers.line.biz/en/reference/messaging-api/#location-message
  location: message({
    properties: {
      title: text(100),
      address: text(100),
      latitude: number(-90, 90),
      longitude: number(-180, 180),
    },
    required: ['title', 'address', 'latitude', 'longitude'],
  }),
  imagemap: message(IMAGEMAP_MESSAGE),
  template: message(TEMPLATE_MESSAGE),
  flex: message(FLEX_MESSAGE),
};

/** The table of a message `type`, or undefined when a custom message cannot be of that type. */
export function messageTableOf(type: unknown): ObjectTable | undefined {
  return typeof type === 'string' && Object.hasOwn(MESSAGE_TABLES, type)
    ? MESSAGE_TABLES[type]
    : undefined;
}
