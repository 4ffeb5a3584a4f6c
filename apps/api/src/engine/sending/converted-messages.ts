import { lineMessagesOf } from './line-messages';

type Conversion = ReturnType<typeof lineMessagesOf>;

/**
 * Each broadcast's messages checked and converted for LINE once, not once per batch (a national
 * send has thousands). A broadcast's messages do not change once it is sending (only drafts and
 * scheduled broadcasts can be edited), so its id is the key. The most recent few are kept.
 */
export class ConvertedMessages {
  private readonly byBroadcast = new Map<number, Conversion>();

  constructor(private readonly keep = 64) {}

  of(broadcastId: number, messages: readonly unknown[], httpMediaOrigin?: string): Conversion {
    const known = this.byBroadcast.get(broadcastId);
    if (known) return known;
    const converted = lineMessagesOf(messages, httpMediaOrigin);
    this.byBroadcast.set(broadcastId, converted);
    if (this.byBroadcast.size > this.keep) {
      const oldest = this.byBroadcast.keys().next().value;
      if (oldest !== undefined) this.byBroadcast.delete(oldest);
    }
    return converted;
  }
}
