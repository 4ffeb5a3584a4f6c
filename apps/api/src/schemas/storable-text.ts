import type { RouteOptions } from 'fastify';
import type { AjvPlugin, ValidateKeyword } from './ajv-keyword';

/**
 * Text PostgreSQL can store holds no NUL (U+0000) and no lone UTF-16 surrogate (JSON `"\ud800"`
 * parses into one, which has no UTF-8 form). Every string of every request is checked during
 * schema validation: `guardRouteSchemas` adds the keyword below to each route's schemas.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** An OpenAPI extension name, so the published document stays valid. */
export const STORABLE_TEXT_KEYWORD = 'x-storable-text';

/** `own`: a string's characters or an object's keys; `deep`: all text inside free-form data. */
type Scope = 'own' | 'deep';

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

const pointerToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** JSON pointers (below `path`) of the text in `data` that cannot be stored. */
function unstorablePaths(data: unknown, scope: Scope, path: string, found: Set<string>): void {
  if (typeof data === 'string') {
    if (!isStorableText(data)) found.add(path);
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  if (Array.isArray(data)) {
    if (scope === 'deep') {
      data.forEach((item, i) => unstorablePaths(item, scope, `${path}/${i}`, found));
    }
    return;
  }
  for (const [key, value] of Object.entries(data)) {
    if (!isStorableText(key)) found.add(path);
    if (scope === 'deep') unstorablePaths(value, scope, `${path}/${pointerToken(key)}`, found);
  }
}

const validate: ValidateKeyword<Scope> = (scope, data, _parentSchema, dataContext) => {
  const found = new Set<string>();
  unstorablePaths(data, scope, dataContext?.instancePath ?? '', found);
  validate.errors = [...found].map((instancePath) => ({
    keyword: STORABLE_TEXT_KEYWORD,
    instancePath,
    schemaPath: `#/${STORABLE_TEXT_KEYWORD}`,
    params: {},
    message: 'must not contain NUL or unpaired surrogates',
  }));
  return found.size === 0;
};

/** The Ajv plugin defining the keyword (Fastify's `ajv.plugins`). */
export const storableTextKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({ keyword: STORABLE_TEXT_KEYWORD, schemaType: 'string', errors: true, validate });

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_SLOTS = [
  'additionalProperties',
  'items',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'then',
  'else',
];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
/** Keywords that make a schema without `type` something other than free-form data. */
const CONSTRAINING = ['$ref', 'const', 'enum', 'not', 'if', ...SCHEMA_LISTS];

/**
 * A copy of `schema` whose strings (and object keys, and free-form data) must be storable text,
 * at every depth. `not`, `if` and `contains` keep their meaning untouched; literals (`const`,
 * `enum`) need no check.
 */
export function withStorableText(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const guarded: Schema = { ...schema };
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isSchema(map)) {
      guarded[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, withStorableText(sub)]),
      );
    }
  }
  for (const key of SCHEMA_SLOTS) {
    const sub = schema[key];
    if (Array.isArray(sub)) guarded[key] = sub.map(withStorableText);
    else if (isSchema(sub)) guarded[key] = withStorableText(sub);
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) guarded[key] = list.map(withStorableText);
  }

  const types = [schema['type']].flat();
  if ('const' in schema || 'enum' in schema) return guarded;
  if (types.includes('string') || types.includes('object')) {
    guarded[STORABLE_TEXT_KEYWORD] = 'own' satisfies Scope;
  } else if (schema['type'] === undefined && !CONSTRAINING.some((key) => key in schema)) {
    guarded[STORABLE_TEXT_KEYWORD] = 'deep' satisfies Scope;
  }
  return guarded;
}

const VALIDATED_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** `onRoute` hook: every part of a request a route validates must carry storable text only. */
export function guardRouteSchemas(route: RouteOptions): void {
  const { schema } = route;
  if (!schema) return;
  const guarded = { ...schema };
  for (const part of VALIDATED_PARTS) {
    if (schema[part] !== undefined) guarded[part] = withStorableText(schema[part]);
  }
  route.schema = guarded;
}
