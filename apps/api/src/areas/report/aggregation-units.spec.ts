import {
  AGGREGATION_UNITS_PER_MONTH,
  AggregationUnitBudget,
  aggregationUnitOf,
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

function budgetOf(line: ReturnType<typeof lineWith>, startMs = Date.UTC(2025, 0, 15, 3)) {
  const clock = { nowMs: startMs };
  const warnings: unknown[][] = [];
  const budget = new AggregationUnitBudget(
    line,
    { warn: (...args: unknown[]) => warnings.push(args) } as never,
    () => clock.nowMs,
  );
  return { budget, clock, warnings };
}

const MINUTE = 60_000;

describe('aggregationUnitOf', () => {
  it('names a broadcast’s unit within LINE’s 30 characters of [a-zA-Z0-9_]', () => {
    expect(aggregationUnitOf(42)).toBe('hbc_b42');
    expect(aggregationUnitOf(2_147_483_647)).toMatch(/^[a-zA-Z0-9_]{1,30}$/);
  });
});

describe('AggregationUnitBudget', () => {
  it('gives each broadcast its unit while the month’s names last, reading LINE’s count once', async () => {
    const line = lineWith(AGGREGATION_UNITS_PER_MONTH - 2);
    const { budget, warnings } = budgetOf(line);

    const units = [
      await budget.unitFor(1),
      await budget.unitFor(2),
      await budget.unitFor(1),
      await budget.unitFor(3),
      await budget.unitFor(2),
    ];

    expect(units).toEqual(['hbc_b1', 'hbc_b2', 'hbc_b1', null, 'hbc_b2']);
    expect(line.reads).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toMatchObject({ broadcastId: 3, aggregationUnitsUsed: 1000 });
  });

  it('decides once for the batches of a broadcast asking at the same time', async () => {
    const line = lineWith(0);
    const { budget } = budgetOf(line);

    const units = await Promise.all([1, 1, 1, 2].map((id) => budget.unitFor(id)));

    expect(units).toEqual(['hbc_b1', 'hbc_b1', 'hbc_b1', 'hbc_b2']);
    expect(line.reads).toBe(1);
  });

  it('reads LINE’s count again after ten minutes, and afresh in a new Tokyo month', async () => {
    const line = lineWith(AGGREGATION_UNITS_PER_MONTH);
    const { budget, clock } = budgetOf(line, Date.UTC(2025, 0, 31, 14, 0));
    expect(await budget.unitFor(1)).toBeNull();

    line.used = 10;
    clock.nowMs += 5 * MINUTE;
    expect(await budget.unitFor(2)).toBeNull();
    clock.nowMs += 6 * MINUTE;
    expect(await budget.unitFor(3)).toBe('hbc_b3');
    expect(line.reads).toBe(2);

    // 15:00Z on 31 January is 1 February in Tokyo: broadcast 1 is decided again.
    line.used = 0;
    clock.nowMs = Date.UTC(2025, 0, 31, 15, 0);
    expect(await budget.unitFor(1)).toBe('hbc_b1');
    expect(line.reads).toBe(3);
  });

  it('carries the unit when LINE’s count cannot be read (LINE would only not assign it)', async () => {
    const line = lineWith(new Error('LINE did not answer'));
    const { budget, warnings } = budgetOf(line);

    expect(await budget.unitFor(7)).toBe('hbc_b7');
    expect(warnings).toHaveLength(1);
  });
});
