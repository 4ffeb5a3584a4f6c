import { BodyChecker, DETAIL, isObject, join, schemeOf, type JsonObject } from './body-checker';

/** Schemes a uri action may open (LINE: http, https, line, tel). */
export const URI_SCHEMES = ['http', 'https', 'line', 'tel'] as const;

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

/** A uri of at most 1000 characters whose scheme LINE opens. */
export function checkUri(checker: BodyChecker, value: JsonObject, key: string, path: string): void {
  const uri = checker.text(value, key, path, 1000);
  if (uri === null) return;
  const scheme = schemeOf(uri);
  if (!scheme || !(URI_SCHEMES as readonly string[]).includes(scheme)) {
    checker.problem(join(path, key), DETAIL.uriScheme(URI_SCHEMES));
  }
}

export interface ActionRules {
  /** Longest label; templates allow 20 characters, image carousel columns 12. */
  labelMax: number;
  labelRequired: boolean;
}

/** An action object of a template or flex message: its type and the limits of the common ones. */
export function checkAction(
  checker: BodyChecker,
  action: unknown,
  path: string,
  rules: ActionRules,
): void {
  if (!isObject(action)) {
    checker.problem(path, DETAIL.object);
    return;
  }
  const type = action['type'];
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    checker.problem(join(path, 'type'), DETAIL.oneOf(ACTION_TYPES));
    return;
  }
  checker.text(action, 'label', path, rules.labelMax, rules.labelRequired);
  if (type === 'uri') {
    checker.onlyKnown(action, path, ['type', 'label', 'uri', 'altUri']);
    checkUri(checker, action, 'uri', path);
  } else if (type === 'message') {
    checker.onlyKnown(action, path, ['type', 'label', 'text']);
    checker.text(action, 'text', path, 300);
  } else if (type === 'postback') {
    checker.onlyKnown(action, path, [
      'type',
      'label',
      'data',
      'displayText',
      'text',
      'inputOption',
      'fillInText',
    ]);
    checker.text(action, 'data', path, 300);
    checker.text(action, 'displayText', path, 300, false);
  }
}
