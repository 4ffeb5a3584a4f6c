import type { BroadcastInsight } from '@hbc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LineMessaging, UnitStatistics } from '../../engine/sending/line-messaging';
import type { Database } from '../../db/database';
import { broadcastInsight } from '../../db/schema';
import { aggregationUnitOf } from './aggregation-units';
import { tokyoDay, tokyoDayAfter } from './tokyo-day';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A stored insight younger than this is answered as it is. */
export const INSIGHT_MAX_AGE_MS = 60 * MINUTE_MS;
/**
 * LINE updates a message's statistics for 14 days after it was sent: an insight read more than
 * 15 days after the last batch (a day to spare) is final and never read again.
 */
const FINAL_AFTER_MS = 15 * DAY_MS;
/** LINE answers statistics per unit for a period of at most 30 days. */
const STATISTICS_MAX_DAYS = 30;
/**
 * After a read that failed or found no statistics yet, the broadcast is not asked about again
 * for this long: LINE allows 60 reads an hour for the whole channel.
 */
const RETRY_AFTER_MS = 10 * MINUTE_MS;
/** A report waits this long for LINE at most, then answers what it has. */
const DEFAULT_TIMEOUT_MS = 3000;

/** What the reader needs of a broadcast: when it was sent, how many LINE took, what is stored. */
export interface InsightSubject {
  broadcastId: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Recipients LINE accepted (the broadcast's sent count): LINE's delivered for a multicast. */
  sent: number;
  insight: BroadcastInsight | null;
}

export interface InsightReaderOptions {
  db: Database;
  line: Pick<LineMessaging, 'statisticsPerUnit'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
  timeoutMs?: number;
}

/** Whether LINE has statistics of the unit for the period (else: not yet, or no unit at all). */
function hasStatistics(statistics: UnitStatistics): boolean {
  const { overview, messages } = statistics;
  return messages.length > 0 || Object.values(overview).some((value) => value != null);
}

/**
 * A broadcast's LINE insight: the statistics of its aggregation unit, read from LINE when the
 * stored one is missing or more than an hour old (and LINE may still change it), then stored in
 * `broadcast_insight`. LINE failing, slow or without statistics yet leaves the stored one (or
 * none) as the answer: a report never fails because of LINE.
 */
export class InsightReader {
  private readonly lastTried = new Map<number, number>();
  private readonly reading = new Map<number, Promise<BroadcastInsight | null>>();
  private readonly now: () => Date;
  private readonly timeoutMs: number;

  constructor(private readonly options: InsightReaderOptions) {
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The broadcast's insight as it should be answered now. */
  async current(subject: InsightSubject): Promise<BroadcastInsight | null> {
    const now = this.now();
    if (!this.isDue(subject, now.getTime())) return subject.insight;
    let reading = this.reading.get(subject.broadcastId);
    if (!reading) {
      reading = this.read(subject, now).finally(() => this.reading.delete(subject.broadcastId));
      this.reading.set(subject.broadcastId, reading);
    }
    return reading;
  }

  private isDue(subject: InsightSubject, now: number): boolean {
    if (subject.startedAt === null) return false;
    if (subject.insight) {
      const readAt = Date.parse(subject.insight.readAt);
      if (now - readAt < INSIGHT_MAX_AGE_MS) return false;
      const sentUntil = (subject.finishedAt ?? subject.startedAt).getTime();
      if (readAt > sentUntil + FINAL_AFTER_MS) return false;
    }
    const tried = this.lastTried.get(subject.broadcastId);
    return tried === undefined || now - tried >= RETRY_AFTER_MS;
  }

  private remember(broadcastId: number, now: number): void {
    this.lastTried.set(broadcastId, now);
    if (this.lastTried.size > 10_000) {
      for (const [id, at] of this.lastTried) {
        if (now - at >= RETRY_AFTER_MS) this.lastTried.delete(id);
      }
    }
  }

  private async read(subject: InsightSubject, now: Date): Promise<BroadcastInsight | null> {
    const { broadcastId, startedAt } = subject;
    if (startedAt === null) return subject.insight;
    this.remember(broadcastId, now.getTime());
    const from = tokyoDay(startedAt);
    const latest = tokyoDayAfter(startedAt, STATISTICS_MAX_DAYS);
    const today = tokyoDay(now);
    const to = today < from ? from : today < latest ? today : latest;
    let statistics: UnitStatistics;
    try {
      statistics = await this.options.line.statisticsPerUnit(
        aggregationUnitOf(broadcastId),
        from,
        to,
        this.timeoutMs,
      );
    } catch (error) {
      this.options.log.warn(
        { err: error, broadcastId },
        'LINE insight of the broadcast unavailable: the stored one is answered',
      );
      return subject.insight;
    }
    if (!hasStatistics(statistics)) return subject.insight;
    const { overview } = statistics;
    const insight: BroadcastInsight = {
      delivered: subject.sent,
      // LINE answers null for a figure of fewer than 20 users: kept so, never read as 0.
      uniqueImpressions: overview.uniqueImpression ?? null,
      uniqueClicks: overview.uniqueClick ?? null,
      uniqueVideoPlays: overview.uniqueMediaPlayed ?? null,
      readAt: now.toISOString(),
    };
    const values = {
      delivered: insight.delivered,
      uniqueImpressions: insight.uniqueImpressions,
      uniqueClicks: insight.uniqueClicks,
      uniqueVideoPlays: insight.uniqueVideoPlays,
      readAt: now,
    };
    await this.options.db
      .insert(broadcastInsight)
      .values({ broadcastId, ...values })
      .onConflictDoUpdate({ target: broadcastInsight.broadcastId, set: values });
    // Stored: from now on its age says when to read again.
    this.lastTried.delete(broadcastId);
    return insight;
  }
}
