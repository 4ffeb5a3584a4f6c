import { BodyChecker, DETAIL, isAbsent, isObject, join, type JsonObject } from './body-checker';
import {
  checkValues,
  LINK,
  objectOf,
  oneOf,
  required,
  STRING,
  textUpTo,
  type ValueRule,
  type ValueTable,
} from './property-rules';

/** https://developers.line.biz/en/reference/messaging-api/#action-objects */
export const ACTION_TYPES = [
  'postback',
  'message',
  'uri',
  'datetimepicker',
  'camera',
  'cameraRoll',
  'location',
  'richmenuswitch',
  'clipboard',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * Where an action is set decides which types it may be and its label's rule.
 * https://developers.line.biz/en/reference/messaging-api/#action-object-label-spec
 */
export interface ActionRules {
  types: readonly ActionType[];
  labelMax: number;
  labelRequired: boolean;
}

/**
 * The actions a template or flex message takes. Camera, camera roll and location actions are for
 * quick reply buttons only, the rich menu switch action for rich menus only.
 * https://developers.line.biz/en/reference/messaging-api/#camera-action
 * https://developers.line.biz/en/reference/messaging-api/#richmenu-switch-action
 */
const MESSAGE_ACTION_TYPES = [
  'postback',
  'message',
  'uri',
  'datetimepicker',
  'clipboard',
] as const satisfies readonly ActionType[];

/** The buttons of a buttons, confirm or carousel template: label required, at most 20. */
export const TEMPLATE_ACTION: ActionRules = {
  types: MESSAGE_ACTION_TYPES,
  labelMax: 20,
  labelRequired: true,
};
/** A template's `defaultAction` (tapping the image or text): no button, so no label needed. */
export const TEMPLATE_DEFAULT_ACTION: ActionRules = { ...TEMPLATE_ACTION, labelRequired: false };
/** An image carousel column's action: label optional, at most 12. */
export const IMAGE_CAROUSEL_ACTION: ActionRules = {
  types: MESSAGE_ACTION_TYPES,
  labelMax: 12,
  labelRequired: false,
};
/** A flex button's action: label required, at most 40. */
export const FLEX_BUTTON_ACTION: ActionRules = {
  types: MESSAGE_ACTION_TYPES,
  labelMax: 40,
  labelRequired: true,
};
/** Any other flex action (bubble, box, image, text): label optional, at most 40. */
export const FLEX_ACTION: ActionRules = { ...FLEX_BUTTON_ACTION, labelRequired: false };
/** A flex video's action is a uri action. https://developers.line.biz/en/reference/messaging-api/#f-video */
export const FLEX_VIDEO_ACTION: ActionRules = { ...FLEX_ACTION, types: ['uri'] };
/** https://developers.line.biz/en/reference/messaging-api/#quick-reply-button-object */
export const QUICK_REPLY_ACTION: ActionRules = {
  types: [...MESSAGE_ACTION_TYPES, 'camera', 'cameraRoll', 'location'],
  labelMax: 20,
  labelRequired: true,
};

const DATA: ValueRule = required(textUpTo(300));
const DATETIME_MODES = ['date', 'time', 'datetime'] as const;
type DatetimeMode = (typeof DATETIME_MODES)[number];

/**
 * Each action's properties besides `type` and `label`.
 * https://developers.line.biz/en/reference/messaging-api/#action-objects
 */
const ACTION_PROPERTIES: Record<ActionType, ValueTable> = {
  // https://developers.line.biz/en/reference/messaging-api/#postback-action
  postback: {
    data: DATA,
    displayText: textUpTo(300),
    text: textUpTo(300),
    inputOption: oneOf(['closeRichMenu', 'openRichMenu', 'openKeyboard', 'openVoice']),
    fillInText: textUpTo(300),
  },
  // https://developers.line.biz/en/reference/messaging-api/#message-action
  message: { text: required(textUpTo(300)) },
  // https://developers.line.biz/en/reference/messaging-api/#uri-action
  uri: { uri: required(LINK), altUri: objectOf({ desktop: LINK }) },
  // https://developers.line.biz/en/reference/messaging-api/#datetime-picker-action
  datetimepicker: {
    data: DATA,
    mode: required(oneOf(DATETIME_MODES)),
    initial: STRING,
    max: STRING,
    min: STRING,
  },
  camera: {},
  cameraRoll: {},
  location: {},
  // https://developers.line.biz/en/reference/messaging-api/#richmenu-switch-action
  richmenuswitch: { data: DATA, richMenuAliasId: required(textUpTo(32)) },
  // https://developers.line.biz/en/reference/messaging-api/#clipboard-action
  clipboard: { clipboardText: required(textUpTo(1000)) },
};

/**
 * The datetime picker's `initial`, `max` and `min` per mode, with their bounds.
 * https://developers.line.biz/en/reference/messaging-api/#datetime-picker-action
 */
const DATETIME_FORMATS: Record<
  DatetimeMode,
  { pattern: RegExp; example: string; min: string; max: string }
> = {
  date: {
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    example: '2017-06-18',
    min: '1900-01-01',
    max: '2100-12-31',
  },
  time: { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, example: '06:15', min: '00:00', max: '23:59' },
  datetime: {
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
    example: '2017-06-18T06:15',
    min: '1900-01-01T00:00',
    max: '2100-12-31T23:59',
  },
};

function isDatetimeMode(value: unknown): value is DatetimeMode {
  return typeof value === 'string' && (DATETIME_MODES as readonly string[]).includes(value);
}

/** `initial`, `max` and `min` in the mode's format and bounds, `min` below `max`. */
function checkDatetimeValues(checker: BodyChecker, action: JsonObject, path: string): void {
  const mode = action['mode'];
  if (!isDatetimeMode(mode)) return;
  const format = DATETIME_FORMATS[mode];
  const valid: Partial<Record<string, string>> = {};
  for (const key of ['initial', 'max', 'min']) {
    const raw = action[key];
    if (typeof raw !== 'string') continue;
    const value = raw.replace('t', 'T');
    if (!format.pattern.test(value)) {
      checker.problem(join(path, key), DETAIL.format(format.example));
    } else if (value < format.min || value > format.max) {
      checker.problem(join(path, key), DETAIL.between(format.min, format.max));
    } else {
      valid[key] = value;
    }
  }
  const { max, min } = valid;
  if (max !== undefined && min !== undefined && max <= min) {
    checker.problem(join(path, 'max'), DETAIL.greaterThan('min'));
  }
}

/** A postback action shows `displayText` or (deprecated) `text`, not both. */
function checkPostbackText(checker: BodyChecker, action: JsonObject, path: string): void {
  if (!isAbsent(action['displayText']) && !isAbsent(action['text'])) {
    checker.problem(join(path, 'text'), DETAIL.notWith('displayText'));
  }
}

const EXTRA_CHECKS: Partial<
  Record<ActionType, (checker: BodyChecker, action: JsonObject, path: string) => void>
> = {
  postback: checkPostbackText,
  datetimepicker: checkDatetimeValues,
};

function isAllowed(type: unknown, types: readonly ActionType[]): type is ActionType {
  return typeof type === 'string' && (types as readonly string[]).includes(type);
}

/** An action object where `rules` say: its type allowed there, its label, its own properties. */
export function checkAction(
  checker: BodyChecker,
  action: unknown,
  path: string,
  rules: ActionRules,
): void {
  if (isAbsent(action)) {
    checker.problem(path, DETAIL.empty);
    return;
  }
  if (!isObject(action)) {
    checker.problem(path, DETAIL.object);
    return;
  }
  const type = action['type'];
  if (!isAllowed(type, rules.types)) {
    checker.problem(join(path, 'type'), DETAIL.oneOf(rules.types));
    return;
  }
  checker.text(action, 'label', path, rules.labelMax, rules.labelRequired);
  checkValues(checker, action, path, ACTION_PROPERTIES[type], ['type', 'label']);
  EXTRA_CHECKS[type]?.(checker, action, path);
}
