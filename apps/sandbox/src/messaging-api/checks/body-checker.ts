import type { ProtocolError } from '../../domain/protocol-error';
import {
  invalidPropertyMessage,
  LINE_MESSAGES,
  lineMessagingError,
  type LineErrorDetail,
} from '../messaging-errors';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Wording of the details, in LINE's (Bean Validation) style where LINE's documentation shows it. */
export const DETAIL = {
  empty: 'May not be empty',
  length: (max: number) => `Length must be between 0 and ${max}`,
  size: (min: number, max: number) => `Size must be between ${min} and ${max}`,
  oneOf: (values: readonly string[]) =>
    `Must be one of the following values: [${values.join(', ')}]`,
  exactly: (value: number) => `Must be ${value}`,
  atLeast: (value: number) => `Must be greater than or equal to ${value}`,
  integer: 'Must be an integer',
  number: 'Must be a number',
  boolean: 'Must be a boolean',
  string: 'Must be a string',
  object: 'Must be an object',
  array: 'Must be an array',
  https: 'Must be an HTTPS URL',
  uriScheme: (schemes: readonly string[]) => `The URI scheme must be one of: ${schemes.join(', ')}`,
  jsonSize: (maxBytes: number) => `The JSON size must be at most ${maxBytes} bytes`,
  outsideBase: 'The area must lie within baseSize',
  tooDeep: (max: number) => `Boxes may be nested at most ${max} deep`,
  jsonTooDeep: (max: number) => `The JSON may be nested at most ${max} levels deep`,
  aspectRatio:
    'Must be {width}:{height}, each between 1 and 100000, the height at most 3 times the width',
  atMostAnimated: (max: number) => `At most ${max} images may be animated`,
  notWith: (other: string) => `Cannot be used together with ${other}`,
  format: (example: string) => `Must be in the format ${example}`,
  between: (min: string, max: string) => `Must be between ${min} and ${max}`,
  greaterThan: (other: string) => `Must be greater than ${other}`,
  sameInEveryColumn: (what: string) => `Every column must have the same ${what}`,
} as const;

/**
 * Collects what is wrong with a request body while the checks walk it. LINE stops at the first
 * property it does not know ("The property, …, in the request body is invalid"); the other
 * problems are all listed as details of "The request body has N error(s)".
 */
export class BodyChecker {
  private readonly details: LineErrorDetail[] = [];

  /** `httpMediaOrigin`: the development API's origin, whose media may be http. */
  constructor(private readonly httpMediaOrigin: string | null = null) {}
  private invalidProperty: { path: string; detail?: string } | null = null;

  problem(property: string, message: string): void {
    this.details.push({ message, property });
  }

  /** A property LINE refuses as a whole (unknown field, malformed user id). The first one wins. */
  invalid(path: string, detail?: string): void {
    this.invalidProperty ??= { path, detail };
  }

  /** Marks every key of `value` outside `known` as invalid. */
  onlyKnown(value: JsonObject, path: string, known: readonly string[]): void {
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) {
        this.invalid(`'${join(path, key)}'`, `Unrecognized field '${key}'`);
      }
    }
  }

  /** A required string of 1..max characters (UTF-16 code units, as LINE counts). */
  text(value: JsonObject, key: string, path: string, max: number, required = true): string | null {
    const property = join(path, key);
    const raw = value[key];
    if (raw === undefined || raw === null || raw === '') {
      if (required) this.problem(property, DETAIL.empty);
      return null;
    }
    if (typeof raw !== 'string') {
      this.problem(property, DETAIL.string);
      return null;
    }
    if (raw.length > max) {
      this.problem(property, DETAIL.length(max));
      return null;
    }
    return raw;
  }

  /** A required https URL of at most `max` characters. */
  httpsUrl(value: JsonObject, key: string, path: string, max = 2000, required = true): void {
    const url = this.text(value, key, path, max, required);
    if (url !== null && !isHttpsUrl(url) && !this.onHttpMediaOrigin(url)) {
      this.problem(join(path, key), DETAIL.https);
    }
  }

  private onHttpMediaOrigin(url: string): boolean {
    if (this.httpMediaOrigin === null) return false;
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' && parsed.origin === this.httpMediaOrigin;
    } catch {
      return false;
    }
  }

  /** A required object; null when missing or not an object. */
  object(value: JsonObject, key: string, path: string, required = true): JsonObject | null {
    const raw = value[key];
    if (raw === undefined || raw === null) {
      if (required) this.problem(join(path, key), DETAIL.empty);
      return null;
    }
    if (!isObject(raw)) {
      this.problem(join(path, key), DETAIL.object);
      return null;
    }
    return raw;
  }

  /** An array of min..max items; null when missing, not an array or of the wrong size. */
  array(value: JsonObject, key: string, path: string, min: number, max: number): unknown[] | null {
    const property = join(path, key);
    const raw = value[key];
    if (raw === undefined || raw === null) {
      this.problem(property, min > 0 ? DETAIL.empty : DETAIL.array);
      return null;
    }
    if (!Array.isArray(raw)) {
      this.problem(property, DETAIL.array);
      return null;
    }
    if (raw.length < min || raw.length > max) {
      this.problem(property, DETAIL.size(min, max));
      return null;
    }
    return raw;
  }

  /** An integer ≥ min; null when it is not one (or is missing and not required). */
  integer(
    value: JsonObject,
    key: string,
    path: string,
    min: number,
    required = true,
  ): number | null {
    const raw = value[key];
    const property = join(path, key);
    if (raw === undefined || raw === null) {
      if (required) this.problem(property, DETAIL.empty);
      return null;
    }
    if (typeof raw !== 'number' || !Number.isInteger(raw)) {
      this.problem(property, DETAIL.integer);
      return null;
    }
    if (raw < min) {
      this.problem(property, DETAIL.atLeast(min));
      return null;
    }
    return raw;
  }

  /** One of `values`; null when missing (a problem only when required) or not one of them. */
  oneOf(
    value: JsonObject,
    key: string,
    path: string,
    values: readonly string[],
    required = false,
  ): string | null {
    const raw = value[key];
    if (raw === undefined || raw === null) {
      if (required) this.problem(join(path, key), DETAIL.empty);
      return null;
    }
    if (typeof raw !== 'string' || !values.includes(raw)) {
      this.problem(join(path, key), DETAIL.oneOf(values));
      return null;
    }
    return raw;
  }

  optionalBoolean(value: JsonObject, key: string, path: string): void {
    const raw = value[key];
    if (raw !== undefined && raw !== null && typeof raw !== 'boolean') {
      this.problem(join(path, key), DETAIL.boolean);
    }
  }

  /** The error LINE would answer, or null when the body passed. */
  error(): ProtocolError | null {
    if (this.invalidProperty) {
      const { path, detail } = this.invalidProperty;
      return lineMessagingError(
        400,
        invalidPropertyMessage(path),
        detail ? [{ message: detail, property: path.replace(/^'|'$/g, '') }] : [],
      );
    }
    if (this.details.length > 0) {
      return lineMessagingError(400, LINE_MESSAGES.errorCount(this.details.length), this.details);
    }
    return null;
  }
}

/** `messages[0]` + `text` → `messages[0].text`; an empty path gives the key alone. */
export function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The URL's scheme without the colon, or null when it does not parse. */
export function schemeOf(value: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value);
  return match?.[1]?.toLowerCase() ?? null;
}

/** True for a property left out (`undefined`) or sent as `null`. */
export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

/**
 * How deep `value` nests (a scalar is 0, `{}` is 1), counted without recursion so that any depth is
 * safe; the count stops once it passes `limit`.
 */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) pending.push({ node: child, depth: depth + 1 });
  }
  return deepest;
}

/** UTF-8 size of the value's JSON, as LINE measures a flex bubble or carousel. */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}
