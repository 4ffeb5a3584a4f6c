import { randomBytes } from 'node:crypto';
import type { Clock } from '../domain/clock';
import { MemoryStore } from '../domain/memory-store';
import { AGGREGATION_UNITS_PER_MONTH } from './aggregation-units';
import { tokyoDateKey, tokyoMonthKey } from './tokyo-date';

export type SendKind = 'push' | 'multicast' | 'broadcast';

/** `sentMessages` of a push: one id (and quote token) per message. */
export interface SentMessage {
  id: string;
  quoteToken?: string;
}

/** One accepted send request. Its messages are stored once, whatever the number of recipients. */
export interface AcceptedRequest {
  requestId: string;
  kind: SendKind;
  at: number;
  retryKey: string | null;
  messages: readonly unknown[];
  sentMessages: SentMessage[];
  recipients: number;
  notificationDisabled: boolean;
  /** The aggregation unit assigned to it (null: none asked for, or past the month's limit). */
  aggregationUnit: string | null;
  /** Who it went to, kept only for a request with a unit (its statistics are simulated per user). */
  recipientIds: readonly string[] | null;
}

export interface AcceptedRetryKey {
  requestId: string;
  kind: SendKind;
  sentMessages: SentMessage[];
}

export interface DeliveryStats {
  requests: number;
  users: number;
  recipients: number;
  messages: number;
  /** Users who received the same retry-keyed request more than once: must stay 0. */
  duplicates: number;
}

/** LINE keeps a retry key 24 hours. */
export const RETRY_KEY_TTL_MS = 24 * 3600 * 1000;
export const DEFAULT_MONTHLY_QUOTA = 5_000_000;

/** Messages LINE can quote (sentMessages carry a quote token for them). */
const QUOTABLE = new Set(['text', 'sticker', 'image', 'video']);

let lastMessageId = 0n;

/** A numeric message id like LINE's (18 digits), increasing. */
function nextMessageId(now: number): string {
  const candidate = BigInt(now) * 100_000n;
  lastMessageId = candidate > lastMessageId ? candidate : lastMessageId + 1n;
  return lastMessageId.toString();
}

function sentMessagesOf(messages: readonly unknown[], now: number): SentMessage[] {
  return messages.map((message) => {
    const type = (message as { type?: unknown }).type;
    const id = nextMessageId(now);
    return QUOTABLE.has(String(type))
      ? { id, quoteToken: randomBytes(48).toString('base64url') }
      : { id };
  });
}

/**
 * Everything the Messaging API stand-in accepted, in memory. Each request's messages are kept
 * once; each user keeps only the indexes of the requests that reached them, so 100,000
 * recipients cost a number per delivery. The map's order is the order users last received
 * something in (the chat page lists the most recent first).
 */
export class MessagingStore {
  readonly retryKeys: MemoryStore<AcceptedRetryKey>;
  private requests: AcceptedRequest[] = [];
  private byRequestId = new Map<string, number>();
  private inbox = new Map<string, number[]>();
  private usageByMonth = new Map<string, number>();
  private monthlyQuota = DEFAULT_MONTHLY_QUOTA;
  /** Unit names assigned in each Tokyo month, in the order first assigned. */
  private unitsByMonth = new Map<string, Set<string>>();
  /** The requests each unit name was assigned to. */
  private unitRequests = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {
    this.retryKeys = new MemoryStore(clock);
  }

  get quota(): number {
    return this.monthlyQuota;
  }

  setQuota(value: number): void {
    this.monthlyQuota = value;
  }

  /** Messages counted against this month's quota: one per recipient per request. */
  usageThisMonth(): number {
    return this.usageByMonth.get(tokyoMonthKey(this.clock())) ?? 0;
  }

  /**
   * Records an accepted request and delivers it to each recipient. The retry key, if any, is
   * remembered in the same step so that no other request can slip in between.
   */
  accept(input: {
    requestId: string;
    kind: SendKind;
    retryKey: string | null;
    messages: readonly unknown[];
    recipients: readonly string[];
    notificationDisabled: boolean;
    /** The unit the body names (`customAggregationUnits[0]`), if any. */
    aggregationUnit?: string | null;
  }): AcceptedRequest {
    const at = this.clock();
    const aggregationUnit = this.assignUnit(input.aggregationUnit ?? null, tokyoMonthKey(at));
    const request: AcceptedRequest = {
      requestId: input.requestId,
      kind: input.kind,
      at,
      retryKey: input.retryKey,
      messages: input.messages,
      sentMessages: sentMessagesOf(input.messages, at),
      recipients: input.recipients.length,
      notificationDisabled: input.notificationDisabled,
      aggregationUnit,
      recipientIds: aggregationUnit === null ? null : [...input.recipients],
    };
    const index = this.requests.push(request) - 1;
    this.byRequestId.set(request.requestId, index);
    if (aggregationUnit !== null) {
      const indexes = this.unitRequests.get(aggregationUnit) ?? [];
      indexes.push(index);
      this.unitRequests.set(aggregationUnit, indexes);
    }
    for (const userId of input.recipients) {
      const received = this.inbox.get(userId) ?? [];
      this.inbox.delete(userId);
      received.push(index);
      this.inbox.set(userId, received);
    }
    const month = tokyoMonthKey(at);
    this.usageByMonth.set(month, (this.usageByMonth.get(month) ?? 0) + request.recipients);
    if (input.retryKey !== null) {
      this.retryKeys.set(
        input.retryKey,
        { requestId: request.requestId, kind: request.kind, sentMessages: request.sentMessages },
        RETRY_KEY_TTL_MS,
      );
    }
    return request;
  }

  /**
   * `name` if it may be assigned in `month`: already assigned this month, or one of the month's
   * first 1,000 names. A later name is not assigned (LINE still sends the message).
   */
  private assignUnit(name: string | null, month: string): string | null {
    if (name === null) return null;
    const assigned = this.unitsByMonth.get(month) ?? new Set<string>();
    this.unitsByMonth.set(month, assigned);
    if (assigned.has(name)) return name;
    if (assigned.size >= AGGREGATION_UNITS_PER_MONTH) return null;
    assigned.add(name);
    return name;
  }

  /** The unit names assigned this month (Asia/Tokyo), in the order first assigned. */
  aggregationUnitsThisMonth(): string[] {
    return Array.from(this.unitsByMonth.get(tokyoMonthKey(this.clock())) ?? []);
  }

  /** The requests unit `name` was assigned to, oldest first. */
  requestsOfUnit(name: string): AcceptedRequest[] {
    return (this.unitRequests.get(name) ?? []).flatMap((index) => this.requests[index] ?? []);
  }

  /** What the user received, oldest first. */
  deliveriesTo(userId: string): AcceptedRequest[] {
    return (this.inbox.get(userId) ?? []).flatMap((index) => this.requests[index] ?? []);
  }

  /** User ids that received something, the most recent recipient first. */
  recentRecipients(): string[] {
    return Array.from(this.inbox.keys()).reverse();
  }

  receivedCount(userId: string): number {
    return this.inbox.get(userId)?.length ?? 0;
  }

  hasReceived(userId: string): boolean {
    return this.inbox.has(userId);
  }

  findRequest(requestId: string): AcceptedRequest | undefined {
    const index = this.byRequestId.get(requestId);
    return index === undefined ? undefined : this.requests[index];
  }

  /** Recipients per kind of request sent on the Tokyo day `yyyyMMdd`. */
  deliveriesOn(dateKey: string): Record<SendKind, number> {
    const counts: Record<SendKind, number> = { push: 0, multicast: 0, broadcast: 0 };
    for (const request of this.requests) {
      if (tokyoDateKey(request.at) === dateKey) counts[request.kind] += request.recipients;
    }
    return counts;
  }

  stats(): DeliveryStats {
    let recipients = 0;
    let messages = 0;
    for (const request of this.requests) {
      recipients += request.recipients;
      messages += request.recipients * request.messages.length;
    }
    let duplicates = 0;
    for (const indexes of this.inbox.values()) {
      const keys = new Set<string>();
      let repeated = false;
      for (const index of indexes) {
        const key = this.requests[index]?.retryKey;
        if (!key) continue;
        if (keys.has(key)) repeated = true;
        keys.add(key);
      }
      if (repeated) duplicates += 1;
    }
    return {
      requests: this.requests.length,
      users: this.inbox.size,
      recipients,
      messages,
      duplicates,
    };
  }

  /** Forgets every delivery, retry key and count (tests start afresh). */
  reset(): void {
    this.requests = [];
    this.byRequestId = new Map();
    this.inbox = new Map();
    this.usageByMonth = new Map();
    this.unitsByMonth = new Map();
    this.unitRequests = new Map();
    this.retryKeys.clear();
    this.monthlyQuota = DEFAULT_MONTHLY_QUOTA;
  }
}
