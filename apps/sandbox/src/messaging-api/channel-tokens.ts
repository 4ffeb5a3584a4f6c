import type { Clock } from '../domain/clock';
import { randomToken } from '../domain/random';

/** "Issue channel access token v2.1" (messaging-api reference): 30 valid tokens per channel. */
export const MAX_VALID_TOKENS = 30;

interface IssuedToken {
  /** LINE's id of the token (`key_id`). */
  keyId: string;
  expiresAt: number;
}

/**
 * The channel access tokens v2.1 the stand-in issued to its Messaging API channel: valid until
 * they expire or are revoked; an expired token no longer counts towards the 30.
 */
export class ChannelTokens {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(private readonly clock: Clock) {}

  /** A new token living `lifetimeS`, or null when 30 are valid already. */
  issue(lifetimeS: number): { accessToken: string; keyId: string } | null {
    if (this.valid().length >= MAX_VALID_TOKENS) return null;
    const accessToken = randomToken(32);
    const keyId = randomToken(16);
    this.tokens.set(accessToken, { keyId, expiresAt: this.clock() + lifetimeS * 1000 });
    return { accessToken, keyId };
  }

  isValid(accessToken: string): boolean {
    const token = this.tokens.get(accessToken);
    return token !== undefined && token.expiresAt > this.clock();
  }

  revoke(accessToken: string): void {
    this.tokens.delete(accessToken);
  }

  /** The key ids of the valid tokens (`GET /oauth2/v2.1/tokens/kid`). */
  keyIds(): string[] {
    return this.valid().map((token) => token.keyId);
  }

  /** Forgets every issued token, as if all had expired; answers how many were valid. */
  expireAll(): number {
    const count = this.valid().length;
    this.tokens.clear();
    return count;
  }

  private valid(): IssuedToken[] {
    const now = this.clock();
    for (const [accessToken, token] of this.tokens) {
      if (token.expiresAt <= now) this.tokens.delete(accessToken);
    }
    return [...this.tokens.values()];
  }
}
