/** PostgreSQL's SQLSTATE codes of the constraint violations the API maps to answers. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** PostgreSQL's error of `code` in `error` or what it wraps (drizzle wraps it in `cause`). */
function postgresError(error: unknown, code: string): { constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === code) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** Whether `error` (or what it wraps) is PostgreSQL's unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return postgresError(error, UNIQUE_VIOLATION)?.constraint === constraint;
}

/**
 * Whether `error` (or what it wraps) is PostgreSQL's foreign-key violation: a row still
 * referenced elsewhere was to be deleted, or a referenced row is missing.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresError(error, FOREIGN_KEY_VIOLATION) !== undefined;
}

/** The answers a change gives for the violations a race can still cause after its checks. */
export interface ViolationAnswers {
  /** Unique constraint name → the error to throw (another request took the value). */
  unique?: Record<string, () => Error>;
  /** A row still referenced, or a referenced row gone. */
  foreignKey?: () => Error;
}

/** Runs `work`, turning the violations `answers` names into their errors; others pass through. */
export async function answeringViolations<T>(
  answers: ViolationAnswers,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const [constraint, answer] of Object.entries(answers.unique ?? {})) {
      if (isUniqueViolation(error, constraint)) throw answer();
    }
    if (answers.foreignKey && isForeignKeyViolation(error)) throw answers.foreignKey();
    throw error;
  }
}
