import { MESSAGES } from '../constants';
import { childPath, isJsonObject } from '../json-path';
import { isPresent, type ObjectTable, type Rule } from './walk';

/** The `type` of an object reached through `oneOfType` (or of the message), already checked there. */
export const typeTag: Rule = () => undefined;

/** A text (any length). */
export const anyText: Rule = (value, place, walk) => {
  if (typeof value !== 'string') walk.report(place.path, MESSAGES.mustBeText);
};

/**
 * A URL LINE fetches or opens. Only its type here: the schemes and lengths LINE accepts are
 * `lineRuleIssues`' (line-rules.ts), checked over every custom message before it is sent.
 */
export const url: Rule = anyText;

/** A text of `min` to `max` UTF-16 characters (a required blank text is reported as missing). */
export function text(max: number, min = 0): Rule {
  return (value, place, walk) => {
    if (typeof value !== 'string') walk.report(place.path, MESSAGES.mustBeText);
    else if (value.length > max || value.length < min)
      walk.report(place.path, min > 0 ? MESSAGES.charRange(min, max) : MESSAGES.maxChars(max));
  };
}

export function integer(min: number, max = Number.MAX_SAFE_INTEGER): Rule {
  return (value, place, walk) => {
    if (typeof value !== 'number' || !Number.isInteger(value))
      walk.report(place.path, MESSAGES.mustBeInteger);
    else if (value < min) walk.report(place.path, MESSAGES.atLeast(min));
    else if (value > max) walk.report(place.path, MESSAGES.atMost(max));
  };
}

export function number(min: number, max: number): Rule {
  return (value, place, walk) => {
    if (typeof value !== 'number' || !Number.isFinite(value))
      walk.report(place.path, MESSAGES.mustBeNumber);
    else if (value < min) walk.report(place.path, MESSAGES.atLeast(min));
    else if (value > max) walk.report(place.path, MESSAGES.atMost(max));
  };
}

export const bool: Rule = (value, place, walk) => {
  if (typeof value !== 'boolean') walk.report(place.path, MESSAGES.mustBeBoolean);
};

export function enumOf(values: readonly string[]): Rule {
  return (value, place, walk) => {
    if (typeof value !== 'string' || !values.includes(value))
      walk.report(place.path, MESSAGES.allowedValues(values));
  };
}

/** A value that can only be `expected` (an imagemap's base width). */
export function exactly(expected: number, message: string): Rule {
  return (value, place, walk) => {
    if (value !== expected) walk.report(place.path, message);
  };
}

/** A text `accepts` passes; else `message`. */
export function textWhere(accepts: (value: string) => boolean, message: string): Rule {
  return (value, place, walk) => {
    if (typeof value !== 'string') walk.report(place.path, MESSAGES.mustBeText);
    else if (!accepts(value)) walk.report(place.path, message);
  };
}

/** A colour: `#RRGGBB` or `#RRGGBBAA`. */
export const color: Rule = textWhere(
  (value) => /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(value),
  MESSAGES.mustBeColor,
);

/** An object checked against its table. */
export function object(table: ObjectTable): Rule {
  return (value, place, walk) => {
    if (isJsonObject(value)) walk.enter(value, place, table);
    else walk.report(place.path, MESSAGES.mustBeObject);
  };
}

/** An object told apart by its `type`: one of `tables`' keys, checked against that table. */
export function oneOfType(tables: Readonly<Record<string, ObjectTable>>): Rule {
  const types = Object.keys(tables);
  return (value, place, walk) => {
    if (!isJsonObject(value)) {
      walk.report(place.path, MESSAGES.mustBeObject);
      return;
    }
    const type = value['type'];
    const table =
      typeof type === 'string' && Object.hasOwn(tables, type) ? tables[type] : undefined;
    if (table) walk.enter(value, place, table);
    else if (!isPresent(type)) walk.report(place.path, `${MESSAGES.jsonMissingFields}: type`);
    else walk.report(childPath(place.path, 'type'), MESSAGES.allowedValues(types));
  };
}

/** A list of `min` to `max` items, each checked by `item`. */
export function list(item: Rule, min: number, max: number): Rule {
  return (value, place, walk) => {
    if (!Array.isArray(value)) {
      walk.report(place.path, MESSAGES.mustBeList);
      return;
    }
    const items = value as unknown[];
    if (items.length < min || items.length > max)
      walk.report(place.path, MESSAGES.itemCount(min, max));
    const depth = place.depth + 1;
    items.forEach((entry, i) =>
      item(entry, { path: childPath(place.path, i), holder: place.holder, depth }, walk),
    );
  };
}

/** A table that also needs `names` (an action whose label must show). */
export function requiring(table: ObjectTable, names: readonly string[]): ObjectTable {
  return { ...table, required: [...(table.required ?? []), ...names] };
}
