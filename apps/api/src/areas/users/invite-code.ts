import { randomBytes } from 'node:crypto';
import { INVITE_LIFETIME_MS } from '@hbc/contracts';

/** 192 random bits: 32 URL-safe characters, beyond guessing. */
const INVITE_CODE_BYTES = 24;

/** The invite columns of a user given a fresh single-use link at `now` (any earlier one void). */
export function freshInvite(now: Date) {
  return {
    inviteCode: randomBytes(INVITE_CODE_BYTES).toString('base64url'),
    inviteExpiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
    inviteUsedAt: null,
  };
}
