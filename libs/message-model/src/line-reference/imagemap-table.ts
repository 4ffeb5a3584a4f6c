import { LIMITS, MESSAGES } from '../constants';
import { childPath, isJsonObject, type JsonObject } from '../json-path';
import { exactly, integer, list, object, oneOfType, text, typeTag, url } from './rules';
import type { ObjectTable, Place, Walk } from './walk';

// Imagemap message: https://developers.line.biz/en/reference/messaging-api/#imagemap-message

/** https://developers.line.biz/en/reference/messaging-api/#imagemap-area-object */
const AREA: ObjectTable = {
  properties: { x: integer(0), y: integer(0), width: integer(1), height: integer(1) },
  required: ['x', 'y', 'width', 'height'],
};

/** LINE reads the image at width 1040; the height follows the image's aspect. */
const BASE_SIZE: ObjectTable = {
  properties: {
    width: exactly(LIMITS.richImageWidth, MESSAGES.imagemapBaseWidth),
    height: integer(1),
  },
  required: ['width', 'height'],
};

/** Spoken by screen readers. */
const label = text(100);

/** https://developers.line.biz/en/reference/messaging-api/#imagemap-action-objects */
const ACTIONS = {
  uri: {
    properties: { type: typeTag, label, linkUri: text(LIMITS.lineLinkMax), area: object(AREA) },
    required: ['linkUri', 'area'],
  },
  message: {
    properties: { type: typeTag, label, text: text(400), area: object(AREA) },
    required: ['text', 'area'],
  },
  // https://developers.line.biz/en/reference/messaging-api/#imagemap-clipboard-action-object
  clipboard: {
    properties: { type: typeTag, label, clipboardText: text(1000, 1), area: object(AREA) },
    required: ['clipboardText', 'area'],
  },
} satisfies Record<string, ObjectTable>;

/** The link shown under an imagemap's video once it has played. */
const EXTERNAL_LINK: ObjectTable = {
  properties: { linkUri: text(LIMITS.lineLinkMax), label: text(30) },
  required: ['linkUri', 'label'],
};

const VIDEO: ObjectTable = {
  properties: {
    originalContentUrl: url,
    previewImageUrl: url,
    area: object(AREA),
    externalLink: object(EXTERNAL_LINK),
  },
  required: ['originalContentUrl', 'previewImageUrl', 'area'],
};

/** The integer fields `keys` of an object, or undefined when one is not an integer. */
function integersOf<K extends string>(
  value: unknown,
  keys: readonly K[],
): Record<K, number> | undefined {
  if (!isJsonObject(value)) return undefined;
  const found: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const n = value[key];
    if (typeof n !== 'number' || !Number.isInteger(n)) return undefined;
    found[key] = n;
  }
  return found as Record<K, number>;
}

/** Every action's (and the video's) area lies inside `baseSize`. */
function areasInsideImage(message: JsonObject, place: Place, walk: Walk) {
  const base = integersOf(message['baseSize'], ['width', 'height']);
  if (!base) return;
  const check = (holder: unknown, holderPath: string) => {
    const area = isJsonObject(holder)
      ? integersOf(holder['area'], ['x', 'y', 'width', 'height'])
      : undefined;
    if (area && (area.x + area.width > base.width || area.y + area.height > base.height))
      walk.report(childPath(holderPath, 'area'), MESSAGES.areaOutsideImage);
  };
  const actions = message['actions'];
  if (Array.isArray(actions))
    (actions as unknown[]).forEach((action, i) =>
      check(action, childPath(childPath(place.path, 'actions'), i)),
    );
  check(message['video'], childPath(place.path, 'video'));
}

/** The properties of an imagemap message besides the common ones. */
export const IMAGEMAP_MESSAGE: ObjectTable = {
  properties: {
    baseUrl: url,
    altText: text(1500),
    baseSize: object(BASE_SIZE),
    actions: list(oneOfType(ACTIONS), 1, LIMITS.lineImagemapMaxActions),
    video: object(VIDEO),
  },
  required: ['baseUrl', 'altText', 'baseSize', 'actions'],
  refine: areasInsideImage,
};
