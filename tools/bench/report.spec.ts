import { goalText, meetsGoal, printTable, type BenchRow } from './report';
import { summarize } from './stats';

const row = (samples: number[], goal: Partial<BenchRow>): BenchRow => ({
  bench: 'page',
  metric: 'm',
  unit: 'kB',
  summary: summarize(samples),
  ...goal,
});

describe('bench goals', () => {
  it('by default wants the p95 under the goal', () => {
    expect(meetsGoal(row([1, 2, 9], { goal: 10 }))).toBe(true);
    expect(meetsGoal(row([1, 2, 10], { goal: 10 }))).toBe(false);
    expect(goalText(row([1], { goal: 10 }))).toBe('< 10 kB (p95)');
  });

  it('wants a higher-is-better figure at or above its goal', () => {
    const score = (samples: number[]) =>
      row(samples, { unit: 'score', goal: 90, goalKind: 'atLeast', goalOn: 'median' });
    expect(meetsGoal(score([88, 90, 97]))).toBe(true);
    expect(meetsGoal(score([95, 89, 60]))).toBe(false);
    expect(goalText(score([90]))).toBe('≥ 90 score (median)');
  });

  it('has no verdict without a goal', () => {
    expect(meetsGoal(row([1], {}))).toBeUndefined();
    expect(goalText(row([1], {}))).toBe('');
  });

  it('shows why a figure has no goal in the goal column', () => {
    const noted = row([1], { goalNote: '— (none stated on embedded)' });
    expect(meetsGoal(noted)).toBeUndefined();
    expect(goalText(noted)).toBe('— (none stated on embedded)');
  });

  it('prints the goal beside each figure and answers whether all were met', () => {
    const lines: string[] = [];
    const log = jest
      .spyOn(console, 'log')
      .mockImplementation((line: string) => void lines.push(line));
    try {
      const ok = printTable([
        row([70], { metric: 'first-load JS', goal: 120, goalOn: 'max' }),
        row([60, 62, 64], {
          metric: 'performance',
          unit: 'score',
          goal: 90,
          goalKind: 'atLeast',
          goalOn: 'median',
        }),
      ]);
      expect(ok).toBe(false);
    } finally {
      log.mockRestore();
    }
    expect(lines[2]).toMatch(/\| first-load JS .*\| < 120 kB \(max\)\s+\| yes \|$/);
    expect(lines[3]).toMatch(
      /\| performance .*\| 62\.0 score .*\| ≥ 90 score \(median\) \| NO\s+\|$/,
    );
  });

  it("prints each row's note under the table, after the rows", () => {
    const lines: string[] = [];
    const log = jest
      .spyOn(console, 'log')
      .mockImplementation((line: string) => void lines.push(line));
    try {
      printTable([
        row([70], { bench: 'send', metric: 'rate', note: 'sandbox peak 201 requests/s' }),
        row([60], { bench: 'send', metric: 'memory' }),
      ]);
    } finally {
      log.mockRestore();
    }
    expect(lines.slice(4)).toEqual(['', 'Notes:', '- send, rate: sandbox peak 201 requests/s']);
  });
});
