import { AGGREGATION_UNITS_PER_MONTH } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { broadcast } from '../../db/schema';
import { insertBroadcast, insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { aggregationBudget } from './aggregation-budget';
import {
  AggregationUnitBudget,
  HEALTH_UNIT_RESERVE,
  LineUnitCount,
  OWN_UNIT_MIN_RECIPIENTS,
  broadcastUnitName,
  chooseAggregationUnit,
  healthUnitMonthName,
  monthOfUnitName,
} from './aggregation-units';

/** LINE's count of this month's names, as a test sets it; counts the reads. */
function lineWith(used: number | Error) {
  const line = {
    used,
    reads: 0,
    aggregationUnitsUsed: async () => {
      line.reads += 1;
      if (line.used instanceof Error) throw line.used;
      return line.used;
    },
  };
  return line;
}

const silentLog = { warn: () => undefined };
const MINUTE = 60_000;
const OWN_LIMIT = AGGREGATION_UNITS_PER_MONTH - HEALTH_UNIT_RESERVE;

describe('aggregation unit names', () => {
  it('stay within LINE’s 30 characters of [a-zA-Z0-9_] (insight.yml), the month readable back', () => {
    expect(broadcastUnitName(42)).toBe('hbc_b42');
    expect(healthUnitMonthName(2_147_483_647, '202501')).toMatch(/^[a-zA-Z0-9_]{1,30}$/);
    expect(monthOfUnitName(healthUnitMonthName(7, '202501'))).toBe('202501');
    expect(monthOfUnitName(broadcastUnitName(7))).toBeNull();
  });
});

describe('chooseAggregationUnit', () => {
  const base = {
    broadcastId: 9,
    unitId: 3,
    recipients: OWN_UNIT_MIN_RECIPIENTS,
    month: '202501',
    used: 0,
    healthUnitNameUsed: false,
  };

  it('gives a large broadcast its own unit while names are below the health units’ reserve', () => {
    expect(chooseAggregationUnit({ ...base, used: OWN_LIMIT - 1 })).toEqual({
      kind: 'BROADCAST',
      unit: 'hbc_b9',
    });
  });

  it('gives a small broadcast, or a large one past the reserve, its health unit’s unit of the month', () => {
    const month = { kind: 'UNIT_MONTH', unit: 'hbc_u3_202501' };
    expect(chooseAggregationUnit({ ...base, recipients: OWN_UNIT_MIN_RECIPIENTS - 1 })).toEqual(
      month,
    );
    expect(chooseAggregationUnit({ ...base, used: OWN_LIMIT })).toEqual(month);
    expect(chooseAggregationUnit({ ...base, used: AGGREGATION_UNITS_PER_MONTH - 1 })).toEqual(
      month,
    );
  });

  it('still gives the health unit’s name once spent when it is already one of the month’s', () => {
    const spent = { ...base, used: AGGREGATION_UNITS_PER_MONTH };
    expect(chooseAggregationUnit({ ...spent, healthUnitNameUsed: true })).toEqual({
      kind: 'UNIT_MONTH',
      unit: 'hbc_u3_202501',
    });
    expect(chooseAggregationUnit(spent)).toEqual({ kind: 'NONE', unit: null });
  });
});

describe('LineUnitCount', () => {
  it('reads LINE’s count every ten minutes, adds the names assigned since, and starts afresh in a new Tokyo month', async () => {
    const line = lineWith(10);
    const clock = { nowMs: Date.UTC(2025, 0, 31, 14, 0) };
    const count = new LineUnitCount(line, silentLog, () => clock.nowMs);

    expect(await count.used()).toBe(10);
    count.added();
    clock.nowMs += 5 * MINUTE;
    expect(await count.used()).toBe(11);
    expect(line.reads).toBe(1);

    line.used = 20;
    clock.nowMs += 6 * MINUTE;
    expect(await count.used()).toBe(20);
    expect(line.reads).toBe(2);

    // 15:00Z on 31 January is 1 February in Tokyo.
    line.used = 0;
    count.added();
    clock.nowMs = Date.UTC(2025, 0, 31, 15, 0);
    expect(await count.used()).toBe(0);
    expect(line.reads).toBe(3);
  });

  it('answers null when LINE cannot be asked', async () => {
    const count = new LineUnitCount(lineWith(new Error('LINE did not answer')), silentLog);
    expect(await count.used()).toBeNull();
  });
});

describeEachDatabase('AggregationUnitBudget', (ctx) => {
  const db = () => ctx.app.db;
  /** 10 January 2025 in Tokyo. */
  const JANUARY = Date.UTC(2025, 0, 10, 3);

  beforeEach(async () => {
    await db().execute(
      sql`update ${broadcast} set aggregation_unit = null, aggregation_unit_kind = null`,
    );
  });

  async function sendingBroadcast(unitId: number, recipients: number, startedMs = JANUARY) {
    const row = await insertBroadcast(db(), unitId, {
      status: 'SENDING',
      messages: [{ type: 'text', text: 'สวัสดี' }],
      targetCount: recipients,
      startedAt: new Date(startedMs),
    });
    return row.id;
  }

  async function storedOf(id: number) {
    const [row] = await db()
      .select({ unit: broadcast.aggregationUnit, kind: broadcast.aggregationUnitKind })
      .from(broadcast)
      .where(sql`${broadcast.id} = ${id}`);
    return row;
  }

  /** `count` broadcasts of the month that already carry their own units. */
  async function ownUnitsUsed(unitId: number, count: number) {
    await db().execute(sql`
      insert into ${broadcast} (unit_id, title, status, messages, target_count, started_at,
        aggregation_unit, aggregation_unit_kind)
      select ${unitId}, 'ส่งแล้ว', 'SENT', '[{"type":"text","text":"x"}]'::jsonb, 1000,
        ${new Date(JANUARY).toISOString()}, 'hbc_x' || n, 'BROADCAST'
      from generate_series(1, ${count}) n`);
  }

  it('decides once, stores the unit on the broadcast, and every process reads the stored one', async () => {
    const unit = await insertUnit(db());
    const line = lineWith(0);
    const one = new AggregationUnitBudget(line, silentLog, () => JANUARY);
    const other = new AggregationUnitBudget(line, silentLog, () => JANUARY);
    const large = await sendingBroadcast(unit.id, OWN_UNIT_MIN_RECIPIENTS);
    const small = await sendingBroadcast(unit.id, 20);

    const units = await Promise.all([
      one.unitFor(db(), large),
      one.unitFor(db(), large),
      other.unitFor(db(), large),
      other.unitFor(db(), small),
    ]);

    expect(units).toEqual([
      `hbc_b${large}`,
      `hbc_b${large}`,
      `hbc_b${large}`,
      `hbc_u${unit.id}_202501`,
    ]);
    expect(await storedOf(large)).toEqual({ unit: `hbc_b${large}`, kind: 'BROADCAST' });
    expect(await storedOf(small)).toEqual({ unit: `hbc_u${unit.id}_202501`, kind: 'UNIT_MONTH' });
  });

  it('counts the larger of LINE’s count and the names the month’s broadcasts carry', async () => {
    const unit = await insertUnit(db());
    // LINE has not counted the other processes' names yet: the broadcasts' rows have.
    await ownUnitsUsed(unit.id, OWN_LIMIT);
    const budget = new AggregationUnitBudget(lineWith(3), silentLog, () => JANUARY);
    const large = await sendingBroadcast(unit.id, OWN_UNIT_MIN_RECIPIENTS);

    expect(await budget.unitFor(db(), large)).toBe(`hbc_u${unit.id}_202501`);
    expect(await aggregationBudget(db(), budget.lineCount, new Date(JANUARY))).toMatchObject({
      month: '202501',
      limit: 1000,
      used: OWN_LIMIT + 1,
      broadcastUnits: OWN_LIMIT,
      healthUnitUnits: 1,
      lineCount: 4,
      spent: false,
    });
  });

  it('sends without a unit, and stores why, once the month’s names are spent; a new month starts afresh', async () => {
    const unit = await insertUnit(db());
    const warnings: unknown[][] = [];
    const line = lineWith(AGGREGATION_UNITS_PER_MONTH);
    const clock = { nowMs: JANUARY };
    const budget = new AggregationUnitBudget(
      line,
      { warn: (...args: unknown[]) => warnings.push(args) },
      () => clock.nowMs,
    );
    const spent = await sendingBroadcast(unit.id, 50);

    expect(await budget.unitFor(db(), spent)).toBeNull();
    expect(await storedOf(spent)).toEqual({ unit: null, kind: 'NONE' });
    expect(warnings).toHaveLength(1);
    expect(await aggregationBudget(db(), budget.lineCount, new Date(JANUARY))).toMatchObject({
      used: 1000,
      withoutUnit: 1,
      spent: true,
    });

    const february = Date.UTC(2025, 1, 1, 0);
    clock.nowMs = february;
    line.used = 0;
    const next = await sendingBroadcast(unit.id, 50, february);
    expect(await budget.unitFor(db(), next)).toBe(`hbc_u${unit.id}_202502`);
    expect(line.reads).toBe(2);
  });
});
