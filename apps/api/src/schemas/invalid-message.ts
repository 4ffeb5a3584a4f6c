import { INVALID_MESSAGE_KEYWORD } from '@hbc/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import type { AjvPlugin } from './ajv-keyword';

/** Declares the annotation keyword (it validates nothing) so that Ajv's strict mode accepts it. */
export const invalidMessageKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({ keyword: INVALID_MESSAGE_KEYWORD, schemaType: 'string' });

/** Keywords whose failure means "the value has the wrong form". */
const FORM_KEYWORDS = new Set(['pattern', 'format', 'type']);

/** The field's own Thai text for a wrong-form failure (needs Ajv's `verbose`), if it has one. */
export function declaredInvalidMessage(error: FastifySchemaValidationError): string | undefined {
  if (!FORM_KEYWORDS.has(error.keyword)) return undefined;
  const parent = (error as { parentSchema?: Record<string, unknown> }).parentSchema;
  const message = parent?.[INVALID_MESSAGE_KEYWORD];
  return typeof message === 'string' ? message : undefined;
}
