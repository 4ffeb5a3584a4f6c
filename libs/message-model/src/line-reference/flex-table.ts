import { LIMITS, MESSAGES } from '../constants';
import { jsonByteLength } from '../json-size';
import type { JsonObject } from '../json-path';
import { FLEX_ACTION, FLEX_BUTTON_ACTION } from './action-table';
import {
  angle,
  aspectRatio,
  BORDER_WIDTH_KEYWORDS,
  flexSize,
  FONT_SIZE_KEYWORDS,
  IMAGE_SIZE_KEYWORDS,
  SPACING_KEYWORDS,
} from './flex-sizes';
import {
  anyText,
  bool,
  color,
  enumOf,
  integer,
  list,
  object,
  oneOfType,
  text,
  typeTag,
  url,
} from './rules';
import type { ObjectTable, Place, Rule, Walk } from './walk';

// Flex Message: https://developers.line.biz/en/reference/messaging-api/#flex-message

const POSITION = enumOf(['relative', 'absolute']);
const GRAVITY = enumOf(['top', 'bottom', 'center']);
const ALIGN = enumOf(['start', 'end', 'center']);
const WEIGHT = enumOf(['regular', 'bold']);
const STYLE = enumOf(['normal', 'italic']);
const DECORATION = enumOf(['none', 'underline', 'line-through']);
const ADJUST_MODE = enumOf(['shrink-to-fit']);
const GROW = integer(0);
/** Lists LINE does not count (a box's components, a text's spans). */
const ANY_COUNT = Number.MAX_SAFE_INTEGER;
const SPACING = flexSize(SPACING_KEYWORDS, ['px']);
const PADDING = flexSize(SPACING_KEYWORDS, ['px', '%']);
const OFFSET = flexSize(SPACING_KEYWORDS, ['px', '%'], true);
const FONT_SIZE = flexSize(FONT_SIZE_KEYWORDS, ['px']);

/** Where a component sits: `position`, its four offsets and the `margin` before it. */
const PLACED: Readonly<Record<string, Rule>> = {
  position: POSITION,
  offsetTop: OFFSET,
  offsetBottom: OFFSET,
  offsetStart: OFFSET,
  offsetEnd: OFFSET,
  margin: SPACING,
};

/** No `text` at all, or an empty one (a `text` of another type is the text rule's to report). */
function lacksText(object: JsonObject): boolean {
  const value = object['text'];
  return value === undefined || value === null || value === '';
}

/** https://developers.line.biz/en/reference/messaging-api/#span */
const SPAN: ObjectTable = {
  properties: {
    type: typeTag,
    text: anyText,
    size: FONT_SIZE,
    color,
    weight: WEIGHT,
    style: STYLE,
    decoration: DECORATION,
  },
  refine: (span, place, walk) => {
    if (lacksText(span)) walk.report(place.path, `${MESSAGES.jsonMissingFields}: text`);
  },
};

/** https://developers.line.biz/en/reference/messaging-api/#f-text: `text`, or `contents` of spans. */
const TEXT: ObjectTable = {
  properties: {
    type: typeTag,
    text: anyText,
    contents: list(oneOfType({ span: SPAN }), 0, ANY_COUNT),
    adjustMode: ADJUST_MODE,
    flex: GROW,
    ...PLACED,
    size: FONT_SIZE,
    align: ALIGN,
    gravity: GRAVITY,
    wrap: bool,
    lineSpacing: flexSize([], ['px']),
    maxLines: integer(0),
    weight: WEIGHT,
    color,
    action: FLEX_ACTION,
    style: STYLE,
    decoration: DECORATION,
    scaling: bool,
  },
  refine: (component, place, walk) => {
    const spans = component['contents'];
    if (lacksText(component) && !(Array.isArray(spans) && spans.length > 0))
      walk.report(place.path, MESSAGES.oneOfRequired(['text', 'contents']));
  },
};

/** https://developers.line.biz/en/reference/messaging-api/#icon (in baseline boxes only) */
const ICON: ObjectTable = {
  properties: {
    type: typeTag,
    url,
    size: flexSize(FONT_SIZE_KEYWORDS, ['px']),
    aspectRatio: aspectRatio(),
    ...PLACED,
    scaling: bool,
  },
  required: ['url'],
};

/** https://developers.line.biz/en/reference/messaging-api/#f-image */
const IMAGE: ObjectTable = {
  properties: {
    type: typeTag,
    url,
    flex: GROW,
    ...PLACED,
    align: ALIGN,
    gravity: GRAVITY,
    size: flexSize(IMAGE_SIZE_KEYWORDS, ['px', '%']),
    aspectRatio: aspectRatio(3),
    aspectMode: enumOf(['cover', 'fit']),
    backgroundColor: color,
    action: FLEX_ACTION,
    animated: bool,
  },
  required: ['url'],
};

/** https://developers.line.biz/en/reference/messaging-api/#button */
const BUTTON: ObjectTable = {
  properties: {
    type: typeTag,
    action: FLEX_BUTTON_ACTION,
    flex: GROW,
    ...PLACED,
    height: enumOf(['sm', 'md']),
    style: enumOf(['primary', 'secondary', 'link']),
    color,
    gravity: GRAVITY,
    adjustMode: ADJUST_MODE,
    scaling: bool,
  },
  required: ['action'],
};

/** https://developers.line.biz/en/reference/messaging-api/#separator */
const SEPARATOR: ObjectTable = { properties: { type: typeTag, margin: SPACING, color } };

/** https://developers.line.biz/en/reference/messaging-api/#filler */
const FILLER: ObjectTable = { properties: { type: typeTag, flex: GROW } };

/** https://developers.line.biz/en/reference/messaging-api/#box (background: a linear gradient) */
const LINEAR_GRADIENT: ObjectTable = {
  properties: {
    type: typeTag,
    angle,
    startColor: color,
    endColor: color,
    centerColor: color,
    centerPosition: flexSize([], ['%']),
  },
  required: ['angle', 'startColor', 'endColor'],
};

/** https://developers.line.biz/en/reference/messaging-api/#box */
const BOX: ObjectTable = {
  properties: {
    type: typeTag,
    layout: enumOf(['horizontal', 'vertical', 'baseline']),
    contents: boxContents,
    backgroundColor: color,
    borderColor: color,
    borderWidth: flexSize(BORDER_WIDTH_KEYWORDS, ['px']),
    cornerRadius: flexSize(SPACING_KEYWORDS, ['px']),
    width: flexSize([], ['px', '%']),
    maxWidth: flexSize([], ['px', '%']),
    height: flexSize([], ['px', '%']),
    maxHeight: flexSize([], ['px', '%']),
    flex: GROW,
    spacing: SPACING,
    ...PLACED,
    paddingAll: PADDING,
    paddingTop: PADDING,
    paddingBottom: PADDING,
    paddingStart: PADDING,
    paddingEnd: PADDING,
    action: FLEX_ACTION,
    justifyContent: enumOf([
      'center',
      'flex-start',
      'flex-end',
      'space-between',
      'space-around',
      'space-evenly',
    ]),
    alignItems: enumOf(['center', 'flex-start', 'flex-end']),
    background: oneOfType({ linearGradient: LINEAR_GRADIENT }),
  },
  required: ['layout', 'contents'],
};

/** What a box may hold: a baseline box icons, texts and fillers; the others no icon. */
const BASELINE_CONTENTS = list(oneOfType({ icon: ICON, text: TEXT, filler: FILLER }), 0, ANY_COUNT);
const BLOCK_CONTENTS = list(
  oneOfType({
    box: BOX,
    button: BUTTON,
    image: IMAGE,
    text: TEXT,
    separator: SEPARATOR,
    filler: FILLER,
  }),
  0,
  ANY_COUNT,
);
/** While the layout itself is wrong, any component a box can hold passes. */
const ANY_CONTENTS = list(
  oneOfType({
    box: BOX,
    button: BUTTON,
    image: IMAGE,
    icon: ICON,
    text: TEXT,
    separator: SEPARATOR,
    filler: FILLER,
  }),
  0,
  ANY_COUNT,
);

/** A box's `contents`, the components its layout allows. */
function boxContents(value: unknown, place: Place, walk: Walk) {
  const layout = place.holder?.['layout'];
  const contents =
    layout === 'baseline'
      ? BASELINE_CONTENTS
      : layout === 'horizontal' || layout === 'vertical'
        ? BLOCK_CONTENTS
        : ANY_CONTENTS;
  contents(value, place, walk);
}

/** https://developers.line.biz/en/reference/messaging-api/#f-video (the hero of a bubble only) */
const VIDEO: ObjectTable = {
  properties: {
    type: typeTag,
    url,
    previewUrl: url,
    altContent: oneOfType({ box: BOX, image: IMAGE }),
    aspectRatio: aspectRatio(),
    action: FLEX_ACTION,
  },
  required: ['url', 'previewUrl', 'altContent'],
};

/** https://developers.line.biz/en/reference/messaging-api/#bubble (styles of each block) */
const BLOCK_STYLE: ObjectTable = {
  properties: { backgroundColor: color, separator: bool, separatorColor: color },
};
const BUBBLE_STYLES: ObjectTable = {
  properties: {
    header: object(BLOCK_STYLE),
    hero: object(BLOCK_STYLE),
    body: object(BLOCK_STYLE),
    footer: object(BLOCK_STYLE),
  },
};

/** A bubble or carousel whose JSON is over `maxBytes` (UTF-8) is refused as a whole. */
function sizeAtMost(maxBytes: number) {
  return (container: JsonObject, place: Place, walk: Walk) => {
    if (jsonByteLength(container) > maxBytes)
      walk.report(place.path, MESSAGES.jsonTooLarge(maxBytes));
  };
}

const BLOCK = oneOfType({ box: BOX });

/** https://developers.line.biz/en/reference/messaging-api/#bubble (at most 30 KB of JSON) */
const BUBBLE: ObjectTable = {
  properties: {
    type: typeTag,
    size: enumOf(['nano', 'micro', 'deca', 'hecto', 'kilo', 'mega', 'giga']),
    direction: enumOf(['ltr', 'rtl']),
    header: BLOCK,
    hero: oneOfType({ box: BOX, image: IMAGE, video: VIDEO }),
    body: BLOCK,
    footer: BLOCK,
    styles: object(BUBBLE_STYLES),
    action: FLEX_ACTION,
  },
  refine: sizeAtMost(LIMITS.lineBubbleMaxBytes),
};

/** https://developers.line.biz/en/reference/messaging-api/#f-carousel (1–12 bubbles, at most 50 KB) */
const CAROUSEL: ObjectTable = {
  properties: {
    type: typeTag,
    contents: list(oneOfType({ bubble: BUBBLE }), 1, LIMITS.lineMaxBubbles),
  },
  required: ['contents'],
  refine: sizeAtMost(LIMITS.lineCarouselMaxBytes),
};

/** https://developers.line.biz/en/reference/messaging-api/#container */
export const FLEX_CONTAINER: Rule = oneOfType({ bubble: BUBBLE, carousel: CAROUSEL });

/** The properties of a Flex message besides the common ones (altText at most 1,500 characters). */
export const FLEX_MESSAGE: ObjectTable = {
  properties: { altText: text(1500), contents: FLEX_CONTAINER },
  required: ['altText', 'contents'],
};
