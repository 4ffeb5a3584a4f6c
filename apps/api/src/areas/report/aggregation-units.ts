import type { FastifyBaseLogger } from 'fastify';
import { tokyoDay } from './tokyo-day';

/**
 * LINE gives per-request statistics only of broadcast and narrowcast messages; a multicast's are
 * read per custom aggregation unit, a name the multicast carries (`customAggregationUnits`). Each
 * broadcast's batches carry the unit `hbc_b<broadcastId>`, whose statistics are its LINE insight.
 * A channel may assign 1,000 different names a month (Asia/Tokyo); past that LINE still sends the
 * message but assigns no name, so a broadcast started then is sent without one and has no insight.
 */
export const AGGREGATION_UNITS_PER_MONTH = 1000;

/** The aggregation unit of broadcast `broadcastId` (at most 15 of LINE's 30 characters). */
export function aggregationUnitOf(broadcastId: number): string {
  return `hbc_b${broadcastId}`;
}

/** How long LINE's count of this month's names is trusted before it is read again. */
const USAGE_TTL_MS = 10 * 60_000;

export interface AggregationUnitUsage {
  /** Names this month's sends used, as LINE counts them. */
  aggregationUnitsUsed(): Promise<number>;
}

/**
 * Decides, once per broadcast in this process, whether its multicasts carry its aggregation
 * unit: yes while this month's names (LINE's count, read at most every ten minutes, plus the
 * broadcasts decided here since) are under 1,000. Every batch of the broadcast then carries the
 * same answer. When LINE's count cannot be read, the unit is carried: past the limit LINE would
 * merely not assign it.
 */
export class AggregationUnitBudget {
  private month = '';
  private decided = new Map<number, Promise<string | null>>();
  private usage: { used: number; readAt: number } | null = null;
  private reading: Promise<number | null> | null = null;
  /** New names this process assigned since LINE's count was read. */
  private addedSinceRead = 0;

  constructor(
    private readonly line: AggregationUnitUsage,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The unit broadcast `broadcastId`'s multicasts carry, or null when the month's are used up. */
  unitFor(broadcastId: number): Promise<string | null> {
    const month = tokyoDay(new Date(this.now())).slice(0, 6);
    if (month !== this.month) {
      // A new month: every name may be assigned again, and LINE's count starts afresh.
      this.month = month;
      this.decided = new Map();
      this.usage = null;
      this.addedSinceRead = 0;
    }
    let decision = this.decided.get(broadcastId);
    if (!decision) {
      decision = this.decide(broadcastId);
      this.decided.set(broadcastId, decision);
    }
    return decision;
  }

  private async decide(broadcastId: number): Promise<string | null> {
    const used = await this.usedThisMonth();
    if (used !== null && used >= AGGREGATION_UNITS_PER_MONTH) {
      this.log.warn(
        { broadcastId, aggregationUnitsUsed: used },
        'this month’s 1,000 LINE aggregation units are used: the broadcast is sent without one and has no LINE insight',
      );
      return null;
    }
    this.addedSinceRead += 1;
    return aggregationUnitOf(broadcastId);
  }

  /** LINE's count (cached) plus the names assigned since it was read; null when unknown. */
  private async usedThisMonth(): Promise<number | null> {
    const fresh = this.usage !== null && this.now() - this.usage.readAt < USAGE_TTL_MS;
    if (!fresh) {
      this.reading ??= this.readUsage().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
    return this.usage === null ? null : this.usage.used + this.addedSinceRead;
  }

  private async readUsage(): Promise<number | null> {
    try {
      const used = await this.line.aggregationUnitsUsed();
      this.usage = { used, readAt: this.now() };
      this.addedSinceRead = 0;
      return used;
    } catch (error) {
      this.log.warn({ err: error }, 'LINE’s count of aggregation units unavailable');
      return null;
    }
  }
}
