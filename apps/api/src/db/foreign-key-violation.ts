/**
 * Whether `error` (or what it wraps) is PostgreSQL's foreign-key violation: a row still
 * referenced elsewhere was to be deleted, or a referenced row is missing.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const fields = current as { code?: unknown; cause?: unknown };
    if (fields.code === '23503') return true;
    current = fields.cause;
  }
  return false;
}
