import { INTEGER_TEXT } from '@hbc/contracts';
import type { RouteOptions } from 'fastify';
import type { AjvPlugin, KeywordError, ValidateKeyword } from './ajv-keyword';
import { pointerToken, walkRequestData } from './json-walk';

/**
 * Ajv reads numbers out of text (path, query, and strings in a body) and checks the number it
 * read, except that a text too large for a double (`1e999`, `Infinity`) becomes an infinite
 * number that passes `integer`, `minimum` and `maximum` alike. Two keywords close that gap:
 * - `x-finite-numbers`, on every request part: after the part's own checks, no number in it is
 *   infinite (nor NaN);
 * - `x-integer-text`, on the path parameters and the query string: an integer there is written
 *   in plain decimal (`INTEGER_TEXT`), checked before Ajv reads it, so `0x10`, `+1` or ` 1` name
 *   no row rather than 16 or 1.
 * Both are OpenAPI extension names, so the published document stays valid.
 */
export const FINITE_NUMBERS_KEYWORD = 'x-finite-numbers';
export const INTEGER_TEXT_KEYWORD = 'x-integer-text';

const errorsAt = (keyword: string, message: string, paths: string[]): KeywordError[] =>
  paths.map((instancePath) => ({
    keyword,
    instancePath,
    schemaPath: `#/${keyword}`,
    params: {},
    message,
  }));

/** JSON pointers (below `path`) of the numbers in `data` that are not finite. */
function nonFinitePaths(data: unknown, path: string): string[] {
  const found: string[] = [];
  walkRequestData(data, path, (value, at) => {
    if (typeof value === 'number' && !Number.isFinite(value)) found.push(at);
  });
  return found;
}

const finiteNumbers: ValidateKeyword<true> = (_schema, data, _parentSchema, dataContext) => {
  const found = nonFinitePaths(data, dataContext?.instancePath ?? '');
  finiteNumbers.errors = errorsAt(FINITE_NUMBERS_KEYWORD, 'must be a finite number', found);
  return found.length === 0;
};

/** The names of the integer properties of an object schema. */
function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

const integerText: ValidateKeyword<true> = (_schema, data, parentSchema, dataContext) => {
  const values = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const base = dataContext?.instancePath ?? '';
  const wrong = integerProperties(parentSchema).filter((name) => {
    const value = values[name];
    return typeof value === 'string' && !INTEGER_TEXT.test(value);
  });
  integerText.errors = errorsAt(
    INTEGER_TEXT_KEYWORD,
    'must be an integer in plain decimal',
    wrong.map((name) => `${base}/${pointerToken(name)}`),
  );
  return wrong.length === 0;
};

/**
 * The Ajv plugin defining both keywords (Fastify's `ajv.plugins`). The finite check runs after
 * every other keyword (`post`), on the numbers Ajv has read; the decimal check on an object runs
 * before its properties are, on the text as it came.
 */
export const coercedNumberKeywords: AjvPlugin = (ajv) =>
  ajv
    .addKeyword({
      keyword: FINITE_NUMBERS_KEYWORD,
      schemaType: 'boolean',
      post: true,
      errors: true,
      validate: finiteNumbers,
    })
    .addKeyword({
      keyword: INTEGER_TEXT_KEYWORD,
      schemaType: 'boolean',
      errors: true,
      validate: integerText,
    });

const VALIDATED_PARTS = ['body', 'querystring', 'params', 'headers'] as const;
const TEXT_PARTS = new Set<string>(['querystring', 'params']);

/** `onRoute` hook: the keywords above on each request part a route validates. */
export function guardCoercedNumbers(route: RouteOptions): void {
  const { schema } = route;
  if (!schema) return;
  const guarded = { ...schema };
  for (const part of VALIDATED_PARTS) {
    const partSchema = schema[part];
    if (typeof partSchema !== 'object' || partSchema === null) continue;
    guarded[part] = {
      ...partSchema,
      [FINITE_NUMBERS_KEYWORD]: true,
      ...(TEXT_PARTS.has(part) ? { [INTEGER_TEXT_KEYWORD]: true } : {}),
    };
  }
  route.schema = guarded;
}
