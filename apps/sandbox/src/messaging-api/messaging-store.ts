import { randomBytes } from 'node:crypto';
import type { Clock } from '../domain/clock';
import { MemoryStore } from '../domain/memory-store';
import { AGGREGATION_UNITS_PER_MONTH } from './aggregation-units';
import { Inbox } from './inbox';
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
  recipientIds: Iterable<string> | null;
}

export interface AcceptedRetryKey {
  requestId: string;
  kind: SendKind;
  sentMessages: SentMessage[];
}

/** An accepted request as the journal keeps it: enough to rebuild the store after a restart. */
export interface AcceptedEntry {
  requestId: string;
  kind: SendKind;
  at: number;
  retryKey: string | null;
  recipients: readonly string[];
  messages: readonly unknown[];
  sentMessages: SentMessage[];
  notificationDisabled: boolean;
  /** The unit assigned (null: none asked for, or past the month's limit). */
  aggregationUnit: string | null;
}

/** Where each accepted request is written before it is answered (the journal). */
export interface AcceptedLog {
  append(entry: AcceptedEntry): void;
  /** Forgets everything written (the store was reset). */
  clear(): void;
}

/** Who received the push and multicast requests whose messages carry a marker. */
export interface Receipts {
  requests: number;
  recipients: number;
  users: number;
  /** Users who received more than one such request (a broadcast sent to them twice). */
  repeatedUsers: number;
  /** Up to `REPEATED_SAMPLE_SIZE` of them. */
  repeatedSample: string[];
  /** Distinct retry keys of those requests. */
  retryKeys: number;
  userIds?: string[];
}

export const REPEATED_SAMPLE_SIZE = 20;

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
 * once; the inbox keeps which requests reached each user in a few numbers a user (see `Inbox`),
 * also the order users last received something in (the chat page lists the most recent first).
 * With a journal, each accepted request is written to it before it is recorded here.
 */
export class MessagingStore {
  readonly retryKeys: MemoryStore<AcceptedRetryKey>;
  private requests: AcceptedRequest[] = [];
  private byRequestId = new Map<string, number>();
  private inbox = new Inbox();
  private log: AcceptedLog | null = null;
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

  /** Writes every request accepted from now on to `log` before it is answered. */
  keepLog(log: AcceptedLog): void {
    this.log = log;
  }

  /**
   * Records an accepted request and delivers it to each recipient. The retry key, if any, is
   * remembered in the same step so that no other request can slip in between. With a journal,
   * the request is written there first: if that fails, nothing is accepted.
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
    const entry: AcceptedEntry = {
      requestId: input.requestId,
      kind: input.kind,
      at,
      retryKey: input.retryKey,
      recipients: input.recipients,
      messages: input.messages,
      sentMessages: sentMessagesOf(input.messages, at),
      notificationDisabled: input.notificationDisabled,
      aggregationUnit: this.assignUnit(input.aggregationUnit ?? null, tokyoMonthKey(at)),
    };
    this.log?.append(entry);
    return this.record(entry);
  }

  /** Records a request accepted before a restart, as the journal kept it. */
  replay(entry: AcceptedEntry): void {
    this.assignUnit(entry.aggregationUnit, tokyoMonthKey(entry.at));
    this.record(entry);
  }

  private record(entry: AcceptedEntry): AcceptedRequest {
    const { aggregationUnit } = entry;
    const request: AcceptedRequest = {
      requestId: entry.requestId,
      kind: entry.kind,
      at: entry.at,
      retryKey: entry.retryKey,
      messages: entry.messages,
      sentMessages: entry.sentMessages,
      recipients: entry.recipients.length,
      notificationDisabled: entry.notificationDisabled,
      aggregationUnit,
      recipientIds: null,
    };
    const index = this.requests.push(request) - 1;
    const users = new Uint32Array(entry.recipients.length);
    entry.recipients.forEach((userId, at) => {
      users[at] = this.inbox.deliver(userId, index);
    });
    if (aggregationUnit !== null) request.recipientIds = this.userIdsOf(users);
    this.byRequestId.set(request.requestId, index);
    if (aggregationUnit !== null) {
      const indexes = this.unitRequests.get(aggregationUnit) ?? [];
      indexes.push(index);
      this.unitRequests.set(aggregationUnit, indexes);
    }
    const month = tokyoMonthKey(entry.at);
    this.usageByMonth.set(month, (this.usageByMonth.get(month) ?? 0) + request.recipients);
    const keepsKeyMs = entry.at + RETRY_KEY_TTL_MS - this.clock();
    if (entry.retryKey !== null && keepsKeyMs > 0) {
      this.retryKeys.set(
        entry.retryKey,
        { requestId: request.requestId, kind: request.kind, sentMessages: request.sentMessages },
        keepsKeyMs,
      );
    }
    return request;
  }

  /** The recipients, kept as the inbox's numbers of them, read back as ids when iterated. */
  private userIdsOf(numbers: Uint32Array): Iterable<string> {
    const inbox = this.inbox;
    return {
      *[Symbol.iterator]() {
        for (const user of numbers) yield inbox.userIdOf(user);
      },
    };
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
    return this.inbox.requestsOf(userId).flatMap((index) => this.requests[index] ?? []);
  }

  /** User ids that received something, the most recent recipient first. */
  recentRecipients(): string[] {
    return this.inbox.recentFirst();
  }

  receivedCount(userId: string): number {
    return this.inbox.requestsOf(userId).length;
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
    for (const indexes of this.inbox.repeatedDeliveries()) {
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

  /**
   * Over the accepted push and multicast requests whose messages (as JSON text) contain
   * `marker`: how many reached whom, and who received more than one of them.
   */
  receipts(marker: string, withUserIds = false): Receipts {
    const marked = new Uint8Array(this.requests.length);
    const keys = new Set<string>();
    let requests = 0;
    let recipients = 0;
    this.requests.forEach((request, index) => {
      if (request.kind === 'broadcast' || !JSON.stringify(request.messages).includes(marker)) {
        return;
      }
      marked[index] = 1;
      requests += 1;
      recipients += request.recipients;
      if (request.retryKey !== null) keys.add(request.retryKey);
    });
    const found: Receipts = {
      requests,
      recipients,
      users: 0,
      repeatedUsers: 0,
      repeatedSample: [],
      retryKeys: keys.size,
      ...(withUserIds ? { userIds: [] } : {}),
    };
    if (requests === 0) return found;
    this.inbox.forEachUser((user, first, later) => {
      let count = marked[first] ?? 0;
      for (const index of later ?? []) count += marked[index] ?? 0;
      if (count === 0) return;
      found.users += 1;
      found.userIds?.push(this.inbox.userIdOf(user));
      if (count > 1) {
        found.repeatedUsers += 1;
        if (found.repeatedSample.length < REPEATED_SAMPLE_SIZE) {
          found.repeatedSample.push(this.inbox.userIdOf(user));
        }
      }
    });
    return found;
  }

  /** Forgets every delivery, retry key and count (tests start afresh), in the journal too. */
  reset(): void {
    this.log?.clear();
    this.requests = [];
    this.byRequestId = new Map();
    this.inbox = new Inbox();
    this.usageByMonth = new Map();
    this.unitsByMonth = new Map();
    this.unitRequests = new Map();
    this.retryKeys.clear();
    this.monthlyQuota = DEFAULT_MONTHLY_QUOTA;
  }
}
