import { maskCidsInText } from '@hbc/contracts';
import type { TObject, TSchema } from '@sinclair/typebox';
import type { AjvPlugin, DataContext } from './ajv-keyword';

/**
 * Free text staff type that is kept for others to read (a name, a title, a reason, a log entry):
 * during validation every CID in it is masked (`maskCidsInText`), so the handler, the database,
 * the answers and the activity log only ever see the masked text (architecture §3, citizen IDs).
 * An OpenAPI extension name, so the published document stays valid.
 */
export const FREE_TEXT_KEYWORD = 'x-free-text';

/** A string schema marked as free text. */
export function freeText<T extends TSchema>(schema: T): T {
  return { ...schema, [FREE_TEXT_KEYWORD]: true };
}

/** An object schema (e.g. a body of `@hbc/contracts`) whose `fields` are free text. */
export function withFreeText<T extends TObject>(
  schema: T,
  ...fields: (keyof T['properties'] & string)[]
): T {
  const properties: Record<string, TSchema> = { ...schema.properties };
  for (const field of fields) {
    const property = properties[field];
    if (property) properties[field] = freeText(property);
  }
  return { ...schema, properties };
}

/**
 * The Ajv plugin defining the keyword (Fastify's `ajv.plugins`). It has no type of its own, so it
 * runs before `maxLength` and `pattern`: what is stored meets the field's limits.
 */
export const freeTextKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: FREE_TEXT_KEYWORD,
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (marked: boolean, data: unknown, _parentSchema: unknown, context?: DataContext) => {
      const { parentData, parentDataProperty } = context ?? {};
      if (marked && typeof data === 'string' && parentData && parentDataProperty !== undefined) {
        parentData[parentDataProperty] = maskCidsInText(data);
      }
      return true;
    },
  });
