import { FLEX_ACTION, FLEX_BUTTON_ACTION, FLEX_VIDEO_ACTION, type ActionRules } from './actions';
import {
  ASPECT_RATIO,
  BOOLEAN,
  HTTPS_URL,
  integerFrom,
  objectOf,
  oneOf,
  required,
  STRING,
  type ValueRule,
  type ValueTable,
} from './property-rules';

/** https://developers.line.biz/en/reference/messaging-api/#flex-component */
export const FLEX_COMPONENT_TYPES = [
  'box',
  'button',
  'image',
  'video',
  'icon',
  'text',
  'span',
  'separator',
  'filler',
] as const;
export type FlexComponentType = (typeof FLEX_COMPONENT_TYPES)[number];

export const BOX_LAYOUTS = ['horizontal', 'vertical', 'baseline'] as const;
export type BoxLayout = (typeof BOX_LAYOUTS)[number];

/**
 * The components a box may hold, by its layout (a video only as a bubble's hero, a span only in a
 * text). https://developers.line.biz/en/reference/messaging-api/#box
 */
export const BOX_CHILDREN: Record<BoxLayout, readonly FlexComponentType[]> = {
  horizontal: ['box', 'button', 'image', 'text', 'separator', 'filler'],
  vertical: ['box', 'button', 'image', 'text', 'separator', 'filler'],
  baseline: ['icon', 'text', 'filler'],
};

/** The kinds of a flex property beyond plain values: what holds actions or other components. */
export type FlexRule =
  | ValueRule
  | { kind: 'action'; rules: ActionRules; required?: boolean }
  /** One component of these types (a bubble's blocks, a video's alternative content). */
  | { kind: 'component'; types: readonly FlexComponentType[]; required?: boolean }
  /** A box's `contents`: components its layout allows. */
  | { kind: 'children'; required?: boolean }
  /** A text's `contents`: spans. */
  | { kind: 'spans'; required?: boolean };

export type FlexTable = Readonly<Record<string, FlexRule>>;

const ACTION: FlexRule = { kind: 'action', rules: FLEX_ACTION };
/** `flex`: a ratio, an integer ≥ 0. https://developers.line.biz/en/docs/messaging-api/flex-message-layout/#component-size */
const FLEX_RATIO = integerFrom(0);
const ALIGN = oneOf(['start', 'end', 'center']);
const GRAVITY = oneOf(['top', 'bottom', 'center']);
const ADJUST_MODE = oneOf(['shrink-to-fit']);

/** `position` and the offsets. https://developers.line.biz/en/docs/messaging-api/flex-message-layout/#component-offset */
const PLACEMENT: ValueTable = {
  position: oneOf(['relative', 'absolute']),
  offsetTop: STRING,
  offsetBottom: STRING,
  offsetStart: STRING,
  offsetEnd: STRING,
};

/** Weight, style and decoration of a text or a span. https://developers.line.biz/en/reference/messaging-api/#span */
const FONT: ValueTable = {
  size: STRING,
  color: STRING,
  weight: oneOf(['regular', 'bold']),
  style: oneOf(['normal', 'italic']),
  decoration: oneOf(['none', 'underline', 'line-through']),
};

/** https://developers.line.biz/en/reference/messaging-api/#box */
const BOX: FlexTable = {
  layout: required(oneOf(BOX_LAYOUTS)),
  contents: { kind: 'children', required: true },
  backgroundColor: STRING,
  borderColor: STRING,
  borderWidth: STRING,
  cornerRadius: STRING,
  width: STRING,
  maxWidth: STRING,
  height: STRING,
  maxHeight: STRING,
  flex: FLEX_RATIO,
  spacing: STRING,
  margin: STRING,
  paddingAll: STRING,
  paddingTop: STRING,
  paddingBottom: STRING,
  paddingStart: STRING,
  paddingEnd: STRING,
  ...PLACEMENT,
  action: ACTION,
  justifyContent: oneOf([
    'center',
    'flex-start',
    'flex-end',
    'space-between',
    'space-around',
    'space-evenly',
  ]),
  alignItems: oneOf(['center', 'flex-start', 'flex-end']),
  // The only background LINE draws is a linear gradient, whose angle and two colours it needs.
  background: objectOf({
    type: required(oneOf(['linearGradient'])),
    angle: required(STRING),
    startColor: required(STRING),
    endColor: required(STRING),
    centerColor: STRING,
    centerPosition: STRING,
  }),
};

/** https://developers.line.biz/en/reference/messaging-api/#button */
const BUTTON: FlexTable = {
  action: { kind: 'action', rules: FLEX_BUTTON_ACTION, required: true },
  flex: FLEX_RATIO,
  margin: STRING,
  ...PLACEMENT,
  height: oneOf(['sm', 'md']),
  style: oneOf(['primary', 'secondary', 'link']),
  color: STRING,
  gravity: GRAVITY,
  adjustMode: ADJUST_MODE,
  scaling: BOOLEAN,
};

/** https://developers.line.biz/en/reference/messaging-api/#f-image */
const IMAGE: FlexTable = {
  url: required(HTTPS_URL),
  flex: FLEX_RATIO,
  margin: STRING,
  ...PLACEMENT,
  align: ALIGN,
  gravity: GRAVITY,
  size: STRING,
  aspectRatio: ASPECT_RATIO,
  aspectMode: oneOf(['cover', 'fit']),
  backgroundColor: STRING,
  action: ACTION,
  animated: BOOLEAN,
};

/** https://developers.line.biz/en/reference/messaging-api/#f-video */
const VIDEO: FlexTable = {
  url: required(HTTPS_URL),
  previewUrl: required(HTTPS_URL),
  altContent: { kind: 'component', types: ['box', 'image'], required: true },
  aspectRatio: ASPECT_RATIO,
  action: { kind: 'action', rules: FLEX_VIDEO_ACTION },
};

/** An icon's `flex` is fixed to 0, so it has none. https://developers.line.biz/en/reference/messaging-api/#icon */
const ICON: FlexTable = {
  url: required(HTTPS_URL),
  margin: STRING,
  ...PLACEMENT,
  size: STRING,
  scaling: BOOLEAN,
  aspectRatio: ASPECT_RATIO,
};

/** `text` or `contents` must be given (see flex.ts). https://developers.line.biz/en/reference/messaging-api/#f-text */
const TEXT: FlexTable = {
  text: STRING,
  contents: { kind: 'spans' },
  adjustMode: ADJUST_MODE,
  flex: FLEX_RATIO,
  margin: STRING,
  ...PLACEMENT,
  ...FONT,
  scaling: BOOLEAN,
  align: ALIGN,
  gravity: GRAVITY,
  wrap: BOOLEAN,
  lineSpacing: STRING,
  maxLines: integerFrom(0),
  action: ACTION,
};

/** https://developers.line.biz/en/reference/messaging-api/#span */
const SPAN: FlexTable = { text: required(STRING), ...FONT };

/** https://developers.line.biz/en/reference/messaging-api/#separator */
const SEPARATOR: FlexTable = { margin: STRING, color: STRING };

/** https://developers.line.biz/en/reference/messaging-api/#filler */
const FILLER: FlexTable = { flex: FLEX_RATIO };

/** Each component's properties besides `type`. */
export const FLEX_COMPONENTS: Record<FlexComponentType, FlexTable> = {
  box: BOX,
  button: BUTTON,
  image: IMAGE,
  video: VIDEO,
  icon: ICON,
  text: TEXT,
  span: SPAN,
  separator: SEPARATOR,
  filler: FILLER,
};

/** https://developers.line.biz/en/reference/messaging-api/#block-style */
const BLOCK_STYLE = objectOf({
  backgroundColor: STRING,
  separator: BOOLEAN,
  separatorColor: STRING,
});

/** A bubble's properties besides `type`. https://developers.line.biz/en/reference/messaging-api/#bubble */
export const BUBBLE: FlexTable = {
  size: oneOf(['nano', 'micro', 'deca', 'hecto', 'kilo', 'mega', 'giga']),
  direction: oneOf(['ltr', 'rtl']),
  header: { kind: 'component', types: ['box'] },
  hero: { kind: 'component', types: ['box', 'image', 'video'] },
  body: { kind: 'component', types: ['box'] },
  footer: { kind: 'component', types: ['box'] },
  // https://developers.line.biz/en/reference/messaging-api/#bubble-style
  styles: objectOf({
    header: BLOCK_STYLE,
    hero: BLOCK_STYLE,
    body: BLOCK_STYLE,
    footer: BLOCK_STYLE,
  }),
  action: ACTION,
};
