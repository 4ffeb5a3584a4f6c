import { BodyChecker, DETAIL, isAbsent, isObject, join, type JsonObject } from './body-checker';
import { checkFlex } from './flex';
import { checkImagemap } from './imagemap';
import { checkValue, HTTPS_URL, objectOf, textUpTo } from './property-rules';
import { checkQuickReply } from './quick-reply';
import { checkTemplate } from './template';

export const MESSAGE_TYPES = [
  'text',
  'sticker',
  'image',
  'video',
  'audio',
  'location',
  'imagemap',
  'template',
  'flex',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Properties every message object may carry besides its own. */
const COMMON = ['type', 'quickReply', 'sender'] as const;

/** A message's own icon and display name. https://developers.line.biz/en/reference/messaging-api/#icon-nickname-switch */
const SENDER = objectOf({ name: textUpTo(20), iconUrl: HTTPS_URL });

/** The properties LINE knows, per message type: anything else is refused. */
const KNOWN_PROPERTIES: Record<MessageType, readonly string[]> = {
  text: [...COMMON, 'text', 'emojis', 'quoteToken'],
  sticker: [...COMMON, 'packageId', 'stickerId', 'quoteToken'],
  image: [...COMMON, 'originalContentUrl', 'previewImageUrl'],
  video: [...COMMON, 'originalContentUrl', 'previewImageUrl', 'trackingId'],
  audio: [...COMMON, 'originalContentUrl', 'duration'],
  location: [...COMMON, 'title', 'address', 'latitude', 'longitude'],
  imagemap: [...COMMON, 'baseUrl', 'altText', 'baseSize', 'actions', 'video'],
  template: [...COMMON, 'altText', 'template'],
  flex: [...COMMON, 'altText', 'contents'],
};

const CHECKS: Record<
  MessageType,
  (checker: BodyChecker, message: JsonObject, path: string) => void
> = {
  text: (checker, message, path) => void checker.text(message, 'text', path, 5000),
  sticker: (checker, message, path) => {
    checker.text(message, 'packageId', path, 100);
    checker.text(message, 'stickerId', path, 100);
  },
  image: (checker, message, path) => {
    checker.httpsUrl(message, 'originalContentUrl', path);
    checker.httpsUrl(message, 'previewImageUrl', path);
  },
  video: (checker, message, path) => {
    checker.httpsUrl(message, 'originalContentUrl', path);
    checker.httpsUrl(message, 'previewImageUrl', path);
    checker.text(message, 'trackingId', path, 100, false);
  },
  audio: (checker, message, path) => {
    checker.httpsUrl(message, 'originalContentUrl', path);
    checker.integer(message, 'duration', path, 1);
  },
  location: (checker, message, path) => {
    checker.text(message, 'title', path, 100);
    checker.text(message, 'address', path, 100);
    for (const key of ['latitude', 'longitude']) {
      if (typeof message[key] !== 'number') checker.problem(join(path, key), DETAIL.number);
    }
  },
  imagemap: checkImagemap,
  template: checkTemplate,
  flex: checkFlex,
};

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** One message object at `path` (e.g. `messages[0]`). */
export function checkMessage(checker: BodyChecker, message: unknown, path: string): void {
  if (!isObject(message)) {
    checker.problem(path, DETAIL.object);
    return;
  }
  const type = message['type'];
  if (!isMessageType(type)) {
    checker.problem(join(path, 'type'), DETAIL.oneOf(MESSAGE_TYPES));
    return;
  }
  checker.onlyKnown(message, path, KNOWN_PROPERTIES[type]);
  CHECKS[type](checker, message, path);
  checkQuickReply(checker, message, path);
  if (!isAbsent(message['sender'])) checkValue(checker, message, 'sender', path, SENDER);
}

/** `messages`: 1..5 message objects. */
export function checkMessages(checker: BodyChecker, body: JsonObject): void {
  const messages = checker.array(body, 'messages', '', 1, 5);
  messages?.forEach((message, index) => checkMessage(checker, message, `messages[${index}]`));
}
