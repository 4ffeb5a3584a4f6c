import type { FastifyServerOptions } from 'fastify';

/** A plugin Fastify hands its Ajv instance to (`ajv.plugins`), to add keywords. */
export type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;

/** Where the value under validation sits, as Ajv passes it to a keyword. */
export interface DataContext {
  instancePath: string;
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}

/** One failure a `validate` keyword reports. */
export interface KeywordError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, never>;
  message: string;
}

/**
 * Ajv calls a `validate` keyword so (`value` is the keyword's value in the schema) and reads the
 * errors it leaves on itself.
 */
export type ValidateKeyword<Value> = ((
  value: Value,
  data: unknown,
  parentSchema: unknown,
  dataContext?: DataContext,
) => boolean) & { errors?: KeywordError[] };
