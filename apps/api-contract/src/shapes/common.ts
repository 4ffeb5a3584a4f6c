import type { ApiList } from '@hbc/contracts';
import { arrayOf, integer, object, oneOf, type Check } from '../support/shape';

/** `{ message: 'SUCCESS', data: rows, total }`: every list's answer. */
export function listOf<Row>(row: Check<Row>): Check<ApiList<Row>> {
  return object<ApiList<Row>>({
    message: oneOf(['SUCCESS'] as const),
    data: arrayOf(row),
    total: integer,
  });
}
