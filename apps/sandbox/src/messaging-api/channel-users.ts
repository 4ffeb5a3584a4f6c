import type { SandboxConfig } from '../config/load-config';
import { lineIdentities, type LineIdentity } from '../domain/identities';
import type { OfficialAccountFriends } from '../line-webhook/official-account-friends';

/** The demo identity LINE Login gave `userId` to, if any. */
export function loginIdentityOf(userId: string): LineIdentity | undefined {
  return lineIdentities().find((identity) => identity.line.userId === userId);
}

/**
 * Whether the Messaging API channel knows LINE user `userId` as a friend of its account: a demo
 * identity (the staff's accounts, friends of the account in this sandbox) only when the channel
 * is under LINE Login's provider, since LINE gives a user one ID per provider; anyone else while
 * the follow page says they follow.
 */
export function channelKnows(
  config: Pick<SandboxConfig, 'lineSameProvider'>,
  friends: Pick<OfficialAccountFriends, 'statusOf'>,
  userId: string,
): boolean {
  if (loginIdentityOf(userId)) return config.lineSameProvider;
  return friends.statusOf(userId) === 'FOLLOWING';
}

/** A push to an ID LINE Login gave, on a channel of another provider: LINE knows no such user. */
export function unknownToChannel(
  config: Pick<SandboxConfig, 'lineSameProvider'>,
  userId: string,
): boolean {
  return !config.lineSameProvider && loginIdentityOf(userId) !== undefined;
}
