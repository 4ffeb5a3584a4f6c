import { rowId } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';

/**
 * `{id}` of a row keyed by a PostgreSQL `integer`: 1 to 2,147,483,647 in plain decimal (see
 * coerced-numbers.ts), refused (400) before any hook or query reads it.
 */
export const IdParams = Type.Object({ id: rowId() }, { additionalProperties: false });
