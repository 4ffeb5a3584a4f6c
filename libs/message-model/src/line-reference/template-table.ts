import { MESSAGES } from '../constants';
import { childPath, isJsonObject, type JsonObject } from '../json-path';
import { IMAGE_CAROUSEL_ACTION, TEMPLATE_ACTION, TEMPLATE_DEFAULT_ACTION } from './action-table';
import { color, enumOf, list, object, oneOfType, text, typeTag, url } from './rules';
import type { ObjectTable, Place, Walk } from './walk';

// Template messages: https://developers.line.biz/en/reference/messaging-api/#template-messages

/** Text next to an image or a title has room for 60 characters only. */
const TEXT_WITH_IMAGE_MAX = 60;

/** The buttons template and carousel columns: `text` at most 60 characters beside an image or a title. */
function shorterTextBesideImage(max: number) {
  return (card: JsonObject, place: Place, walk: Walk) => {
    const value = card['text'];
    const crowded = card['thumbnailImageUrl'] !== undefined || card['title'] !== undefined;
    // Over `max` is the text rule's to report.
    if (
      crowded &&
      typeof value === 'string' &&
      value.length > TEXT_WITH_IMAGE_MAX &&
      value.length <= max
    )
      walk.report(childPath(place.path, 'text'), MESSAGES.maxCharsWithImage(TEXT_WITH_IMAGE_MAX));
  };
}

const IMAGE_OPTIONS = {
  imageAspectRatio: enumOf(['rectangle', 'square']),
  imageSize: enumOf(['cover', 'contain']),
};

/** https://developers.line.biz/en/reference/messaging-api/#buttons */
const BUTTONS_TEXT_MAX = 160;
const BUTTONS: ObjectTable = {
  properties: {
    type: typeTag,
    thumbnailImageUrl: url,
    ...IMAGE_OPTIONS,
    imageBackgroundColor: color,
    title: text(40),
    text: text(BUTTONS_TEXT_MAX),
    defaultAction: TEMPLATE_DEFAULT_ACTION,
    actions: list(TEMPLATE_ACTION, 1, 4),
  },
  required: ['text', 'actions'],
  refine: shorterTextBesideImage(BUTTONS_TEXT_MAX),
};

/** https://developers.line.biz/en/reference/messaging-api/#confirm */
const CONFIRM: ObjectTable = {
  properties: { type: typeTag, text: text(240), actions: list(TEMPLATE_ACTION, 2, 2) },
  required: ['text', 'actions'],
};

/** https://developers.line.biz/en/reference/messaging-api/#column-object-for-carousel */
const COLUMN_TEXT_MAX = 120;
const COLUMN: ObjectTable = {
  properties: {
    thumbnailImageUrl: url,
    imageBackgroundColor: color,
    title: text(40),
    text: text(COLUMN_TEXT_MAX),
    defaultAction: TEMPLATE_DEFAULT_ACTION,
    actions: list(TEMPLATE_ACTION, 1, 3),
  },
  required: ['text', 'actions'],
  refine: shorterTextBesideImage(COLUMN_TEXT_MAX),
};

/** Every column of a carousel has as many actions as the first. */
function sameActionCount(carousel: JsonObject, place: Place, walk: Walk) {
  const columns = carousel['columns'];
  if (!Array.isArray(columns)) return;
  const counts = (columns as unknown[]).map((column) =>
    isJsonObject(column) && Array.isArray(column['actions']) ? column['actions'].length : undefined,
  );
  const first = counts.find((count) => count !== undefined);
  const columnsPath = childPath(place.path, 'columns');
  counts.forEach((count, i) => {
    if (count !== undefined && count !== first)
      walk.report(childPath(childPath(columnsPath, i), 'actions'), MESSAGES.sameActionCount);
  });
}

/** https://developers.line.biz/en/reference/messaging-api/#carousel */
const CAROUSEL: ObjectTable = {
  properties: { type: typeTag, columns: list(object(COLUMN), 1, 10), ...IMAGE_OPTIONS },
  required: ['columns'],
  refine: sameActionCount,
};

/** https://developers.line.biz/en/reference/messaging-api/#column-object-for-image-carousel */
const IMAGE_COLUMN: ObjectTable = {
  properties: { imageUrl: url, action: IMAGE_CAROUSEL_ACTION },
  required: ['imageUrl', 'action'],
};

/** https://developers.line.biz/en/reference/messaging-api/#image-carousel */
const IMAGE_CAROUSEL: ObjectTable = {
  properties: { type: typeTag, columns: list(object(IMAGE_COLUMN), 1, 10) },
  required: ['columns'],
};

/** The properties of a template message besides the common ones (altText at most 400 characters). */
export const TEMPLATE_MESSAGE: ObjectTable = {
  properties: {
    altText: text(400),
    template: oneOfType({
      buttons: BUTTONS,
      confirm: CONFIRM,
      carousel: CAROUSEL,
      image_carousel: IMAGE_CAROUSEL,
    }),
  },
  required: ['altText', 'template'],
};
