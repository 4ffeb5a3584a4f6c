/**
 * What a client type promises, checked at run time. A `Check<T>` is tied to exactly `T` (neither
 * a wider nor a narrower type fits), and a `Shape<T>` must name every field of `T`: a field
 * added to, renamed in or retyped in the client's types does not compile here until its check
 * says the same, and an answer that departs from the check fails the test that reads it.
 */
export interface Check<T> {
  readonly describe: string;
  /** May the field be absent (an optional field of the client's type)? */
  readonly optional?: boolean;
  /** Where `value`, found at `path`, is not a `T`; empty when it is. */
  problems(value: unknown, path: string): string[];
  /** Holds `T` invariant, so that only a check of the very type fits. */
  readonly _type?: (value: T) => T;
}

export type Shape<T> = { readonly [K in keyof T]-?: Check<T[K]> };

const seen = (value: unknown): string =>
  value === undefined ? 'nothing' : (JSON.stringify(value)?.slice(0, 80) ?? String(value));

function check<T>(describe: string, test: (value: unknown) => boolean): Check<T> {
  return {
    describe,
    problems: (value, path) =>
      test(value) ? [] : [`${path}: ${describe} expected, got ${seen(value)}`],
  };
}

export const string = check<string>('a string', (value) => typeof value === 'string');
export const number = check<number>('a number', (value) => Number.isFinite(value));
export const integer = check<number>('an integer', (value) => Number.isSafeInteger(value));
export const boolean = check<boolean>('a boolean', (value) => typeof value === 'boolean');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO 8601 instant, as every `…At` field of the client's types says. */
export const instant = check<string>(
  'an ISO 8601 instant',
  (value) =>
    typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)),
);
/** A 'YYYY-MM-DD' day. */
export const day = check<string>(
  "a 'YYYY-MM-DD' day",
  (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
);

export function oneOf<const Values extends readonly (string | number)[]>(
  values: Values,
): Check<Values[number]> {
  return check(`one of ${values.join(', ')}`, (value) => values.includes(value as Values[number]));
}

/** Any value, handed on by the client untouched (a test compares it with what was sent). */
export function passedThrough<T>(): Check<T> {
  return check<T>('a value', (value) => value !== undefined);
}

export function nullable<T>(inner: Check<T>): Check<T | null> {
  return {
    describe: `${inner.describe} or null`,
    problems: (value, path) => (value === null ? [] : inner.problems(value, path)),
  };
}

/** An optional field of the client's type: absent, or what `inner` describes. */
export function optional<T>(inner: Check<T>): Check<T | undefined> {
  return { describe: inner.describe, optional: true, problems: inner.problems };
}

export function arrayOf<T>(item: Check<T>): Check<T[]> {
  return {
    describe: `an array of ${item.describe}`,
    problems: (value, path) =>
      Array.isArray(value)
        ? value.flatMap((element, index) => item.problems(element, `${path}[${index}]`))
        : [`${path}: an array expected, got ${seen(value)}`],
  };
}

/** An object with exactly the fields of `shape` (an optional one may be absent). */
export function object<T>(shape: Shape<T>): Check<T> {
  const fields = Object.entries(shape) as [string, Check<unknown>][];
  return {
    describe: 'an object',
    problems(value, path) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return [`${path}: an object expected, got ${seen(value)}`];
      }
      const record = value as Record<string, unknown>;
      const known = new Set(fields.map(([key]) => key));
      const unknown = Object.keys(record)
        .filter((key) => !known.has(key))
        .map((key) => `${path}.${key}: not a field of the client's type`);
      const wrong = fields.flatMap(([key, field]) =>
        field.optional && !(key in record) ? [] : field.problems(record[key], `${path}.${key}`),
      );
      return [...wrong, ...unknown];
    },
  };
}

/** Fails the test with every place where `value` is not what `expected` describes. */
export function expectShape<T>(value: T, expected: Check<T>): void {
  expect(expected.problems(value, 'answer')).toEqual([]);
}
