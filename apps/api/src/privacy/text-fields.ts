/** A JSON schema as the OpenAPI document publishes it. */
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `pattern` of a required text (`requiredText` of @hbc/contracts): anything not blank. */
const NOT_BLANK = '\\S';

/**
 * Whether `schema` takes any text: a string whose form nothing fixes (no `enum`, `const` or
 * `format`, and no `pattern` but "not blank").
 */
function takesAnyText(schema: Schema): boolean {
  const types = [schema['type']].flat();
  if (!types.includes('string')) return false;
  if ('enum' in schema || 'const' in schema || 'format' in schema) return false;
  return schema['pattern'] === undefined || schema['pattern'] === NOT_BLANK;
}

/** A field of a body that takes any text: its path of property names (`*`: every item). */
export interface TextField {
  path: string[];
  maxLength: number;
}

/** The fields of a request body that take any text, through objects, arrays and unions. */
export function textFields(schema: unknown, path: readonly string[] = []): TextField[] {
  if (!isSchema(schema)) return [];
  const maxLength = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : Infinity;
  const found: TextField[] = takesAnyText(schema) ? [{ path: [...path], maxLength }] : [];
  const properties = schema['properties'];
  if (isSchema(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      found.push(...textFields(property, [...path, name]));
    }
  }
  found.push(...textFields(schema['items'], [...path, '*']));
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = schema[key];
    if (Array.isArray(branches))
      for (const branch of branches) found.push(...textFields(branch, path));
  }
  const unique = new Map(found.map((field) => [field.path.join('/'), field]));
  return [...unique.values()];
}

/**
 * `body` with `text` written at `field` (into every item of an array the body has; objects on
 * the way made when missing).
 */
export function withTextAt(body: unknown, field: readonly string[], text: string): unknown {
  const [head, ...rest] = field;
  if (head === undefined) return text;
  if (head === '*') {
    return Array.isArray(body) ? body.map((item) => withTextAt(item, rest, text)) : body;
  }
  const object = isSchema(body) ? body : {};
  return { ...object, [head]: withTextAt(object[head], rest, text) };
}
