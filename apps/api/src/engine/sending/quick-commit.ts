import { sql } from 'drizzle-orm';

/**
 * A statement's first CTE, `quick_commit`, which the statement must reference: its transaction's
 * commit then does not wait for the disk, so the row locks it took are held microseconds, not a
 * disk flush. Only for writes whose loss in a server crash is harmless: a batch's claim, lease
 * renewal and end (the batch is claimed and sent again under its retry key, which LINE answers
 * 409, counted sent) and the limiter's count (a lost turn lets a few more calls through that
 * second, which LINE answers 429, tried again).
 */
export const QUICK_COMMIT = sql`quick_commit as (select set_config('synchronous_commit', 'off', true))`;
