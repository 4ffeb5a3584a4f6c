import { randomBytes } from 'node:crypto';

/** Crockford's base 32, as ULIDs spell them. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID, the shape of LINE's webhookEventIds: 10 characters of milliseconds since the epoch,
 * then 16 random ones. Ids of later times sort after earlier ones.
 */
export function ulid(nowMs: number, random: Uint8Array = randomBytes(16)): string {
  let time = '';
  let rest = Math.floor(nowMs);
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD.charAt(rest % 32) + time;
    rest = Math.floor(rest / 32);
  }
  // 256 is a multiple of 32: every character is equally likely.
  const tail = Array.from(random.subarray(0, 16), (byte) => CROCKFORD.charAt(byte % 32)).join('');
  return time + tail;
}
