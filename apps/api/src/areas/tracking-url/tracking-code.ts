import { randomBytes } from 'node:crypto';
import { TRACKING_CODE_LENGTH } from '@hbc/contracts';

/**
 * A new short code: TRACKING_CODE_LENGTH characters of base64url from the system's random
 * source (60 bits), so that nobody finds a link by guessing. Unique only by chance: the caller
 * retries on the (rare) collision with the table's unique index.
 */
export function newTrackingCode(random: (size: number) => Buffer = randomBytes): string {
  return random(Math.ceil((TRACKING_CODE_LENGTH * 6) / 8))
    .toString('base64url')
    .slice(0, TRACKING_CODE_LENGTH);
}
