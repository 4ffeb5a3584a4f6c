import { BodyChecker, DETAIL, isAbsent, join, type JsonObject } from './body-checker';
import { checkUri } from './links';

/** Whether a property must be present; absent is `undefined` or `null`. */
interface Presence {
  required?: boolean;
}

/**
 * The kind of one property's value, as LINE's reference describes it: the rows of the tables that
 * describe flex components, actions and their parts.
 */
export type ValueRule = Presence &
  (
    | { kind: 'string'; max?: number }
    | { kind: 'enum'; values: readonly string[] }
    | { kind: 'integer'; min: number }
    | { kind: 'boolean' }
    /** An https URL (the development API's own http media allowed, see `BodyChecker`). */
    | { kind: 'https'; max: number }
    /** A link an action opens: http, https, line or tel. */
    | { kind: 'link' }
    /** `{width}:{height}`, as flex images, videos and icons take it. */
    | { kind: 'aspectRatio' }
    | { kind: 'object'; properties: ValueTable }
  );

export type ValueTable = Readonly<Record<string, ValueRule>>;

export const STRING: ValueRule = { kind: 'string' };
export const BOOLEAN: ValueRule = { kind: 'boolean' };
export const HTTPS_URL: ValueRule = { kind: 'https', max: 2000 };
export const ASPECT_RATIO: ValueRule = { kind: 'aspectRatio' };
export const LINK: ValueRule = { kind: 'link' };

export function textUpTo(max: number): ValueRule {
  return { kind: 'string', max };
}

export function oneOf(values: readonly string[]): ValueRule {
  return { kind: 'enum', values };
}

export function integerFrom(min: number): ValueRule {
  return { kind: 'integer', min };
}

export function objectOf(properties: ValueTable): ValueRule {
  return { kind: 'object', properties };
}

/** The rule, for a property that must be present. */
export function required<Rule extends Presence>(rule: Rule): Rule {
  return { ...rule, required: true };
}

const VALUE_KINDS: ReadonlySet<string> = new Set<ValueRule['kind']>([
  'string',
  'enum',
  'integer',
  'boolean',
  'https',
  'link',
  'aspectRatio',
  'object',
]);

export function isValueRule<Rule extends { kind: string }>(
  rule: Rule | ValueRule,
): rule is ValueRule {
  return VALUE_KINDS.has(rule.kind);
}

/**
 * Walks `owner` along its table: a key outside the table (and `alsoKnown`) is refused as LINE
 * refuses an unknown field, a required one left out is "May not be empty", and every present one
 * is handed to `checkRule`.
 */
export function checkTable<Rule extends Presence>(
  checker: BodyChecker,
  owner: JsonObject,
  path: string,
  table: Readonly<Record<string, Rule>>,
  checkRule: (rule: Rule, key: string) => void,
  alsoKnown: readonly string[] = [],
): void {
  checker.onlyKnown(owner, path, [...alsoKnown, ...Object.keys(table)]);
  for (const [key, rule] of Object.entries(table)) {
    if (isAbsent(owner[key])) {
      if (rule.required) checker.problem(join(path, key), DETAIL.empty);
    } else {
      checkRule(rule, key);
    }
  }
}

const ASPECT_RATIO_PATTERN = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/;
const ASPECT_RATIO_RANGE = { min: 1, max: 100_000 } as const;

/**
 * `{width}:{height}`, each 1..100000, the height at most three times the width.
 * https://developers.line.biz/en/reference/messaging-api/#f-image
 */
export function isAspectRatio(value: unknown): boolean {
  const match = typeof value === 'string' ? ASPECT_RATIO_PATTERN.exec(value) : null;
  if (!match) return false;
  const [width, height] = [Number(match[1]), Number(match[2])];
  const inRange = (n: number) => n >= ASPECT_RATIO_RANGE.min && n <= ASPECT_RATIO_RANGE.max;
  return inRange(width) && inRange(height) && height <= 3 * width;
}

/** One present property of `owner` against its rule. */
export function checkValue(
  checker: BodyChecker,
  owner: JsonObject,
  key: string,
  path: string,
  rule: ValueRule,
): void {
  const isRequired = rule.required ?? false;
  switch (rule.kind) {
    case 'string':
      checker.text(owner, key, path, rule.max ?? Number.MAX_SAFE_INTEGER, isRequired);
      return;
    case 'enum':
      checker.oneOf(owner, key, path, rule.values, isRequired);
      return;
    case 'integer':
      checker.integer(owner, key, path, rule.min, isRequired);
      return;
    case 'boolean':
      checker.optionalBoolean(owner, key, path);
      return;
    case 'https':
      checker.httpsUrl(owner, key, path, rule.max, isRequired);
      return;
    case 'link':
      checkUri(checker, owner, key, path, isRequired);
      return;
    case 'aspectRatio':
      if (!isAspectRatio(owner[key])) checker.problem(join(path, key), DETAIL.aspectRatio);
      return;
    case 'object': {
      const value = checker.object(owner, key, path, isRequired);
      if (value) checkValues(checker, value, join(path, key), rule.properties);
    }
  }
}

/** Every property of `owner` against a table of plain values. */
export function checkValues(
  checker: BodyChecker,
  owner: JsonObject,
  path: string,
  table: ValueTable,
  alsoKnown: readonly string[] = [],
): void {
  checkTable(
    checker,
    owner,
    path,
    table,
    (rule, key) => checkValue(checker, owner, key, path, rule),
    alsoKnown,
  );
}
