import { INVITE_LIFETIME_MS } from '@hbc/contracts';
import { freshInvite } from './invite-code';

describe('freshInvite', () => {
  it('is a URL-safe code of at least 128 random bits, ending after the invite lifetime', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const invite = freshInvite(now);

    expect(invite.inviteCode).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(invite.inviteCode, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(invite.inviteExpiresAt.getTime() - now.getTime()).toBe(INVITE_LIFETIME_MS);
    expect(invite.inviteUsedAt).toBeNull();
  });

  it('never repeats a code', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => freshInvite(new Date()).inviteCode));
    expect(codes.size).toBe(1000);
  });
});
