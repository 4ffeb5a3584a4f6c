import type { SandboxConfig } from '../config/load-config';
import { lineIdentities } from '../domain/identities';
import type { ChannelFaults } from './channel-faults';
import type { ChannelTokens } from './channel-tokens';
import type { MessagingFaults } from './messaging-faults';
import type { MessagingStore } from './messaging-store';
import type { SendRates } from './send-rates';

/**
 * What the Messaging API stand-in's plugins share: one store, the faults armed for the next calls,
 * the channel's fault profile and the rate limits of push and multicast.
 */
export interface MessagingContext {
  config: SandboxConfig;
  store: MessagingStore;
  faults: MessagingFaults;
  channelFaults: ChannelFaults;
  rates: SendRates;
  /** The channel access tokens v2.1 issued, which the API accepts besides the fixed token. */
  channelTokens: ChannelTokens;
}

/**
 * Everyone a broadcast reaches: the demo identities' LINE users and every user the stand-in
 * delivered to before. (The sandbox does not know the API's citizens until it sends to them.)
 */
export function knownUsers(store: MessagingStore): string[] {
  const users = new Set(lineIdentities().map((identity) => identity.line.userId));
  for (const userId of store.recentRecipients()) users.add(userId);
  return Array.from(users);
}
