import { Type, type StringOptions } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from './field-messages';
import { ROW_ID_MAX } from './row-id-text';

/**
 * A schema keyword (an OpenAPI extension, so the published document stays valid) naming what
 * staff read when a field's value has the wrong form. The API's validation answer uses it for
 * `pattern`, `format` and `type` failures instead of the generic text; forms show the same words.
 */
export const INVALID_MESSAGE_KEYWORD = 'x-invalid-message';

/** The id of a row keyed by a PostgreSQL `integer`: larger numbers are refused (400), never looked up. */
export function rowId() {
  return Type.Integer({ minimum: 1, maximum: ROW_ID_MAX });
}

/** A required text of 1 to `maxLength` characters, blank-only refused (after trimming). */
export function requiredText(maxLength: number = NAME_MAX_LENGTH, options: StringOptions = {}) {
  return Type.String({ minLength: 1, maxLength, pattern: '\\S', ...options });
}

/** `pattern` with the Thai text staff read when a value does not match it. */
export function patternText(pattern: RegExp, invalidMessage: string, options: StringOptions = {}) {
  return Type.String({
    pattern: pattern.source,
    [INVALID_MESSAGE_KEYWORD]: invalidMessage,
    ...options,
  });
}
