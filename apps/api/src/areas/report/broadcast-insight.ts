import type { BroadcastInsight } from '@hbc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LineMessaging, UnitStatistics } from '../../engine/sending/line-messaging';
import type { Database } from '../../db/database';
import { broadcastInsight } from '../../db/schema';
import { monthOfUnitName } from './aggregation-units';
import { tokyoDay, tokyoDayAfter, tokyoMonthSpan } from './tokyo-day';

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
 * After a read that failed or found no statistics yet, the unit is not asked about again
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
  /** The aggregation unit its multicasts carried; null: none, or not decided yet. */
  aggregationUnit: string | null;
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

type Figures = Pick<BroadcastInsight, 'uniqueImpressions' | 'uniqueClicks' | 'uniqueVideoPlays'>;

/** The Tokyo days LINE is asked about: the health unit's month, or 30 days from the start. */
function periodOf(unit: string, startedAt: Date, now: Date): { from: string; to: string } {
  const month = monthOfUnitName(unit);
  const span = month === null ? null : tokyoMonthSpan(month);
  const from = span ? span.firstDay : tokyoDay(startedAt);
  const latest = span ? span.lastDay : tokyoDayAfter(startedAt, STATISTICS_MAX_DAYS);
  const today = tokyoDay(now);
  return { from, to: today < from ? from : today < latest ? today : latest };
}

/** Until when the unit's messages were sent: a health unit's month's, or the broadcast's. */
function sentUntilOf(subject: InsightSubject, startedAt: Date): number {
  const month = subject.aggregationUnit ? monthOfUnitName(subject.aggregationUnit) : null;
  if (month !== null) return tokyoMonthSpan(month).end.getTime();
  return (subject.finishedAt ?? startedAt).getTime();
}

/**
 * A broadcast's LINE insight: the statistics of the aggregation unit it carried (its own, or its
 * health unit's of the month, which its other broadcasts of the month share), read from LINE
 * when the stored one is missing or more than an hour old (and LINE may still change it), then
 * stored in `broadcast_insight`. Reads are kept per unit, so a shared unit is asked about once
 * an hour whichever of its broadcasts is opened (LINE allows 60 reads an hour for the channel).
 * LINE failing, slow or without statistics yet leaves the stored one (or none) as the answer: a
 * report never fails because of LINE.
 */
export class InsightReader {
  /** When each unit was last asked about without an answer to store. */
  private readonly lastTried = new Map<string, number>();
  /** Each health unit's monthly unit's figures read within the hour, for its other broadcasts. */
  private readonly lastRead = new Map<string, { figures: Figures; at: Date }>();
  private readonly reading = new Map<string, Promise<Figures | null>>();
  private readonly now: () => Date;
  private readonly timeoutMs: number;

  constructor(private readonly options: InsightReaderOptions) {
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The broadcast's insight as it should be answered now. */
  async current(subject: InsightSubject): Promise<BroadcastInsight | null> {
    const now = this.now();
    const { aggregationUnit: unit, startedAt } = subject;
    if (unit === null || startedAt === null || !this.isDue(subject, startedAt, now.getTime())) {
      return subject.insight;
    }
    const recent = this.lastRead.get(unit);
    if (recent && now.getTime() - recent.at.getTime() < INSIGHT_MAX_AGE_MS) {
      return this.store(subject, recent.figures, recent.at);
    }
    const tried = this.lastTried.get(unit);
    if (tried !== undefined && now.getTime() - tried < RETRY_AFTER_MS) return subject.insight;
    let reading = this.reading.get(unit);
    if (!reading) {
      reading = this.read(subject, unit, startedAt, now).finally(() => this.reading.delete(unit));
      this.reading.set(unit, reading);
    }
    const figures = await reading;
    return figures === null ? subject.insight : this.store(subject, figures, now);
  }

  private isDue(subject: InsightSubject, startedAt: Date, now: number): boolean {
    if (!subject.insight) return true;
    const readAt = Date.parse(subject.insight.readAt);
    if (now - readAt < INSIGHT_MAX_AGE_MS) return false;
    return readAt <= sentUntilOf(subject, startedAt) + FINAL_AFTER_MS;
  }

  private remember<T>(map: Map<string, T>, unit: string, value: T): void {
    map.set(unit, value);
    if (map.size > 10_000) map.clear();
  }

  /** The unit's figures from LINE; null (the unit tried) when LINE failed or has none yet. */
  private async read(
    subject: InsightSubject,
    unit: string,
    startedAt: Date,
    now: Date,
  ): Promise<Figures | null> {
    this.remember(this.lastTried, unit, now.getTime());
    const { from, to } = periodOf(unit, startedAt, now);
    let statistics: UnitStatistics;
    try {
      statistics = await this.options.line.statisticsPerUnit(unit, from, to, this.timeoutMs);
    } catch (error) {
      this.options.log.warn(
        { err: error, broadcastId: subject.broadcastId, aggregationUnit: unit },
        'LINE insight of the broadcast unavailable: the stored one is answered',
      );
      return null;
    }
    if (!hasStatistics(statistics)) return null;
    const { overview } = statistics;
    const figures: Figures = {
      // LINE answers null for a figure of fewer than 20 users: kept so, never read as 0.
      uniqueImpressions: overview.uniqueImpression ?? null,
      uniqueClicks: overview.uniqueClick ?? null,
      uniqueVideoPlays: overview.uniqueMediaPlayed ?? null,
    };
    this.lastTried.delete(unit);
    // A shared unit's figures serve its other broadcasts; an own unit's stored insight says its age.
    if (monthOfUnitName(unit) !== null) this.remember(this.lastRead, unit, { figures, at: now });
    return figures;
  }

  /** Stores the unit's figures as the broadcast's insight read at `readAt`; answers it. */
  private async store(
    subject: InsightSubject,
    figures: Figures,
    readAt: Date,
  ): Promise<BroadcastInsight> {
    const { broadcastId } = subject;
    const values = { delivered: subject.sent, ...figures, readAt };
    await this.options.db
      .insert(broadcastInsight)
      .values({ broadcastId, ...values })
      .onConflictDoUpdate({ target: broadcastInsight.broadcastId, set: values });
    return { ...values, readAt: readAt.toISOString() };
  }
}
