import { MESSAGES } from '../constants';
import { childPath, type JsonObject } from '../json-path';
import { anyText, enumOf, object, oneOfType, requiring, text, typeTag } from './rules';
import type { ObjectTable, Place, Rule, Walk } from './walk';

// Action objects: https://developers.line.biz/en/reference/messaging-api/#action-objects

type ActionKind =
  | 'postback'
  | 'message'
  | 'uri'
  | 'datetimepicker'
  | 'camera'
  | 'cameraRoll'
  | 'location'
  | 'clipboard';

const DATETIME_MODES = ['date', 'time', 'datetime'] as const;

/** The format of a datetime picker's initial, max and min per mode, with an example staff can copy. */
const DATETIME_FORMATS: Record<
  (typeof DATETIME_MODES)[number],
  { pattern: RegExp; example: string }
> = {
  date: { pattern: /^\d{4}-\d{2}-\d{2}$/, example: '2017-06-18' },
  time: { pattern: /^\d{2}:\d{2}$/, example: '06:15' },
  datetime: { pattern: /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}$/, example: '2017-06-18T06:15' },
};

function datetimeValues(action: JsonObject, place: Place, walk: Walk) {
  const mode = action['mode'];
  if (typeof mode !== 'string' || !Object.hasOwn(DATETIME_FORMATS, mode)) return;
  const { pattern, example } = DATETIME_FORMATS[mode as keyof typeof DATETIME_FORMATS];
  for (const field of ['initial', 'max', 'min']) {
    const value = action[field];
    if (typeof value === 'string' && !pattern.test(value))
      walk.report(childPath(place.path, field), MESSAGES.formatOf(example));
  }
}

/** LINE shows one of the two: `displayText` replaces the older `text`. */
function postbackTexts(action: JsonObject, place: Place, walk: Walk) {
  if (action['displayText'] !== undefined && action['text'] !== undefined)
    walk.report(childPath(place.path, 'text'), MESSAGES.notTogether('text', 'displayText'));
}

/** https://developers.line.biz/en/reference/messaging-api/#uri-action (altUri.desktop) */
const ALT_URI: ObjectTable = { properties: { desktop: text(1000) }, required: ['desktop'] };

/** The table of each action kind, its label holding at most `labelMax` characters. */
function actionTables(labelMax: number): Record<ActionKind, ObjectTable> {
  const label = text(labelMax);
  const labelOnly: ObjectTable = { properties: { type: typeTag, label } };
  return {
    // https://developers.line.biz/en/reference/messaging-api/#postback-action
    postback: {
      properties: {
        type: typeTag,
        label,
        data: text(300, 1),
        displayText: text(300),
        text: text(300),
        inputOption: enumOf(['closeRichMenu', 'openRichMenu', 'openKeyboard', 'openVoice']),
        fillInText: text(300),
      },
      required: ['data'],
      refine: postbackTexts,
    },
    // https://developers.line.biz/en/reference/messaging-api/#message-action
    message: { properties: { type: typeTag, label, text: text(300, 1) }, required: ['text'] },
    // https://developers.line.biz/en/reference/messaging-api/#uri-action
    uri: {
      properties: { type: typeTag, label, uri: text(1000, 1), altUri: object(ALT_URI) },
      required: ['uri'],
    },
    // https://developers.line.biz/en/reference/messaging-api/#datetime-picker-action
    datetimepicker: {
      properties: {
        type: typeTag,
        label,
        data: text(300, 1),
        mode: enumOf(DATETIME_MODES),
        initial: anyText,
        max: anyText,
        min: anyText,
      },
      required: ['data', 'mode'],
      refine: datetimeValues,
    },
    // https://developers.line.biz/en/reference/messaging-api/#camera-action
    camera: labelOnly,
    // https://developers.line.biz/en/reference/messaging-api/#camera-roll-action
    cameraRoll: labelOnly,
    // https://developers.line.biz/en/reference/messaging-api/#location-action
    location: labelOnly,
    // https://developers.line.biz/en/reference/messaging-api/#clipboard-action
    clipboard: {
      properties: { type: typeTag, label, clipboardText: text(1000, 1) },
      required: ['clipboardText'],
    },
  };
}

/** Where an action sits decides its kinds and its label: how long, and whether it must be there. */
interface ActionPlace {
  kinds: readonly ActionKind[];
  labelMax: number;
  labelRequired: boolean;
}

function actionRule({ kinds, labelMax, labelRequired }: ActionPlace): Rule {
  const tables = actionTables(labelMax);
  return oneOfType(
    Object.fromEntries(
      kinds.map((kind) => [
        kind,
        labelRequired ? requiring(tables[kind], ['label']) : tables[kind],
      ]),
    ),
  );
}

/** Camera, camera roll and location actions are for quick reply buttons only. */
const MESSAGE_ACTION_KINDS: readonly ActionKind[] = [
  'postback',
  'message',
  'uri',
  'datetimepicker',
  'clipboard',
];

/** https://developers.line.biz/en/reference/messaging-api/#items-object (label 1–20 characters) */
export const QUICK_REPLY_ACTION = actionRule({
  kinds: [...MESSAGE_ACTION_KINDS, 'camera', 'cameraRoll', 'location'],
  labelMax: 20,
  labelRequired: true,
});

/** Buttons of the buttons, confirm and carousel templates: a label of at most 20 characters. */
export const TEMPLATE_ACTION = actionRule({
  kinds: MESSAGE_ACTION_KINDS,
  labelMax: 20,
  labelRequired: true,
});

/** A template's `defaultAction` (tapping its image or text): the label is not shown. */
export const TEMPLATE_DEFAULT_ACTION = actionRule({
  kinds: MESSAGE_ACTION_KINDS,
  labelMax: 20,
  labelRequired: false,
});

/** https://developers.line.biz/en/reference/messaging-api/#column-object-for-image-carousel (label ≤ 12) */
export const IMAGE_CAROUSEL_ACTION = actionRule({
  kinds: MESSAGE_ACTION_KINDS,
  labelMax: 12,
  labelRequired: false,
});

/** An action of a Flex bubble, box, image or text: a label of at most 40 characters. */
export const FLEX_ACTION = actionRule({
  kinds: MESSAGE_ACTION_KINDS,
  labelMax: 40,
  labelRequired: false,
});

/** https://developers.line.biz/en/reference/messaging-api/#button: the button shows its action's label. */
export const FLEX_BUTTON_ACTION = actionRule({
  kinds: MESSAGE_ACTION_KINDS,
  labelMax: 40,
  labelRequired: true,
});
