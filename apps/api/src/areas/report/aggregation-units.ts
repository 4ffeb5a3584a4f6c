import { AGGREGATION_UNITS_PER_MONTH, type AggregationUnitKind } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { broadcast } from '../../db/schema';
import { tokyoMonth, tokyoMonthSpan } from './tokyo-day';

/**
 * LINE gives per-request statistics only of broadcast and narrowcast messages; a multicast's are
 * read per custom aggregation unit, a name the multicast carries (`customAggregationUnits`). A
 * channel may assign 1,000 different names a month (Asia/Tokyo); past that LINE still sends the
 * message but assigns no name. So names are spent sparingly, decided once per broadcast and
 * stored on it: a large broadcast gets its own unit while names are well under the limit; any
 * other carries its health unit's unit of the month, a new name only the first time that health
 * unit sends in the month; with no name left it is sent without one (and says so in its report).
 */

/** A broadcast this large gets its own unit (LINE hides most figures of a small one anyway). */
export const OWN_UNIT_MIN_RECIPIENTS = 1000;
/** Names kept for health units' monthly units: own units stop this far below the limit. */
export const HEALTH_UNIT_RESERVE = 200;

/** The own unit of broadcast `broadcastId` (at most 15 of LINE's 30 characters of [a-zA-Z0-9_]). */
export function broadcastUnitName(broadcastId: number): string {
  return `hbc_b${broadcastId}`;
}

/** Health unit `unitId`'s unit in Tokyo month `month` (yyyyMM): at most 22 characters. */
export function healthUnitMonthName(unitId: number, month: string): string {
  return `hbc_u${unitId}_${month}`;
}

/** The Tokyo month (yyyyMM) of a health unit's monthly unit name; null for any other name. */
export function monthOfUnitName(name: string): string | null {
  return /^hbc_u\d+_(\d{6})$/.exec(name)?.[1] ?? null;
}

export interface UnitChoice {
  kind: AggregationUnitKind;
  unit: string | null;
}

export interface UnitChoiceInput {
  broadcastId: number;
  unitId: number;
  recipients: number;
  /** The Tokyo month its sending started in (yyyyMM). */
  month: string;
  /** Names this month used so far. */
  used: number;
  /** Whether the health unit's name of the month is already among them. */
  healthUnitNameUsed: boolean;
}

/** The unit a broadcast's multicasts carry (see the module's comment). */
export function chooseAggregationUnit(input: UnitChoiceInput): UnitChoice {
  const { broadcastId, unitId, recipients, month, used, healthUnitNameUsed } = input;
  if (
    recipients >= OWN_UNIT_MIN_RECIPIENTS &&
    used < AGGREGATION_UNITS_PER_MONTH - HEALTH_UNIT_RESERVE
  ) {
    return { kind: 'BROADCAST', unit: broadcastUnitName(broadcastId) };
  }
  if (healthUnitNameUsed || used < AGGREGATION_UNITS_PER_MONTH) {
    return { kind: 'UNIT_MONTH', unit: healthUnitMonthName(unitId, month) };
  }
  return { kind: 'NONE', unit: null };
}

/** The names the programme's broadcasts carry in Tokyo month `month`, and those sent without. */
export interface MonthNames {
  broadcastUnits: number;
  healthUnitUnits: number;
  withoutUnit: number;
}

/** What the broadcast rows say of Tokyo month `month` (by when their sending started). */
export async function namesOfMonth(db: Database, month: string): Promise<MonthNames> {
  const { start, end } = tokyoMonthSpan(month);
  const { rows } = await db.execute<Record<keyof MonthNames, number | string>>(sql`
    select
      count(distinct ${broadcast.aggregationUnit})
        filter (where ${broadcast.aggregationUnitKind} = 'BROADCAST') as "broadcastUnits",
      count(distinct ${broadcast.aggregationUnit})
        filter (where ${broadcast.aggregationUnitKind} = 'UNIT_MONTH') as "healthUnitUnits",
      count(*) filter (where ${broadcast.aggregationUnitKind} = 'NONE') as "withoutUnit"
    from ${broadcast}
    where ${broadcast.startedAt} >= ${start.toISOString()} and ${broadcast.startedAt} < ${end.toISOString()}`);
  const row = rows[0];
  return {
    broadcastUnits: Number(row?.broadcastUnits ?? 0),
    healthUnitUnits: Number(row?.healthUnitUnits ?? 0),
    withoutUnit: Number(row?.withoutUnit ?? 0),
  };
}

export interface AggregationUnitUsage {
  /** Names this month's sends used, as LINE counts them. */
  aggregationUnitsUsed(): Promise<number>;
}

/** How long LINE's count of this month's names is trusted before it is read again. */
const USAGE_TTL_MS = 10 * 60_000;

/**
 * LINE's count of this month's names, read at most every ten minutes, plus the new names this
 * process assigned since; null while LINE cannot be asked.
 */
export class LineUnitCount {
  private month = '';
  private usage: { used: number; readAt: number } | null = null;
  private reading: Promise<void> | null = null;
  private addedSinceRead = 0;

  constructor(
    private readonly line: AggregationUnitUsage,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  async used(): Promise<number | null> {
    this.turnMonth();
    const fresh = this.usage !== null && this.now() - this.usage.readAt < USAGE_TTL_MS;
    if (!fresh) {
      this.reading ??= this.read().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
    return this.usage === null ? null : this.usage.used + this.addedSinceRead;
  }

  /** A new name was assigned here (LINE's count read earlier does not have it yet). */
  added(): void {
    this.addedSinceRead += 1;
  }

  private turnMonth(): void {
    const month = tokyoMonth(new Date(this.now()));
    if (month === this.month) return;
    // A new month: LINE's count starts afresh.
    this.month = month;
    this.usage = null;
    this.addedSinceRead = 0;
  }

  private async read(): Promise<void> {
    try {
      const used = await this.line.aggregationUnitsUsed();
      this.usage = { used, readAt: this.now() };
      this.addedSinceRead = 0;
    } catch (error) {
      this.log.warn({ err: error }, 'LINE’s count of aggregation units unavailable');
    }
  }
}

/** Serialises the decisions of every process, so two never take the last name together. */
const DECISION_LOCK = sql`select pg_advisory_xact_lock(hashtext('hbc_aggregation_unit'))`;

type UndecidedRow = {
  unitId: number;
  recipients: number;
  startedAt: Date | null;
  kind: AggregationUnitKind | null;
  unit: string | null;
};

async function rowOf(db: Database, broadcastId: number): Promise<UndecidedRow | undefined> {
  const [row] = await db
    .select({
      unitId: broadcast.unitId,
      recipients: broadcast.targetCount,
      startedAt: broadcast.startedAt,
      kind: broadcast.aggregationUnitKind,
      unit: broadcast.aggregationUnit,
    })
    .from(broadcast)
    .where(sql`${broadcast.id} = ${broadcastId}`);
  return row;
}

/**
 * Decides, once per broadcast for every process, which unit its multicasts carry, and stores it
 * on the broadcast: the first batch sent decides (under a lock shared by every process), every
 * later batch, retry and takeover reads the stored unit. Names used this month are the larger of
 * LINE's count (plus names assigned here since it was read) and the distinct names the month's
 * broadcasts carry, so several processes never assign past the limit.
 */
export class AggregationUnitBudget {
  private readonly decided = new Map<number, Promise<string | null>>();
  readonly lineCount: LineUnitCount;

  constructor(
    line: AggregationUnitUsage,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {
    this.lineCount = new LineUnitCount(line, log, now);
  }

  /** The unit broadcast `broadcastId`'s multicasts carry, or null without one. */
  unitFor(db: Database, broadcastId: number): Promise<string | null> {
    let decision = this.decided.get(broadcastId);
    if (!decision) {
      if (this.decided.size >= 10_000) this.decided.clear();
      decision = this.decide(db, broadcastId);
      this.decided.set(broadcastId, decision);
      decision.catch(() => this.decided.delete(broadcastId));
    }
    return decision;
  }

  private async decide(db: Database, broadcastId: number): Promise<string | null> {
    const stored = await rowOf(db, broadcastId);
    if (!stored || stored.kind !== null) return stored?.unit ?? null;
    const lineUsed = await this.lineCount.used();
    const choice = await db.transaction(async (tx) => {
      await tx.execute(DECISION_LOCK);
      const row = await rowOf(tx, broadcastId);
      if (!row || row.kind !== null) return null;
      const month = tokyoMonth(row.startedAt ?? new Date(this.now()));
      const ours = await namesOfMonth(tx, month);
      const used = Math.max(lineUsed ?? 0, ours.broadcastUnits + ours.healthUnitUnits);
      const healthUnitName = healthUnitMonthName(row.unitId, month);
      const { rows } = await tx.execute(sql`
        select 1 from ${broadcast} where ${broadcast.aggregationUnit} = ${healthUnitName} limit 1`);
      const made = chooseAggregationUnit({
        broadcastId,
        unitId: row.unitId,
        recipients: row.recipients,
        month,
        used,
        healthUnitNameUsed: rows.length > 0,
      });
      await tx
        .update(broadcast)
        .set({ aggregationUnit: made.unit, aggregationUnitKind: made.kind })
        .where(sql`${broadcast.id} = ${broadcastId}`);
      return {
        ...made,
        used,
        isNew: made.kind !== 'NONE' && !(made.unit === healthUnitName && rows.length > 0),
      };
    });
    if (choice === null) return (await rowOf(db, broadcastId))?.unit ?? null;
    if (choice.isNew) this.lineCount.added();
    if (choice.kind === 'NONE') {
      this.log.warn(
        { broadcastId, aggregationUnitsUsed: choice.used },
        'this month’s 1,000 LINE aggregation units are used: the broadcast is sent without one and has no LINE insight',
      );
    }
    return choice.unit;
  }
}
