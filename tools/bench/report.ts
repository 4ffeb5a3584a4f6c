import type { Summary } from './stats';

export interface BenchRow {
  bench: string;
  metric: string;
  unit: string;
  summary: Summary;
  /** The goal the chosen statistic must meet (see goalKind). */
  goal?: number;
  /** Which statistic the goal applies to. */
  goalOn?: 'median' | 'p95' | 'max';
  /** `below`: lower is better, the statistic must stay under the goal; `atLeast`: it must reach it. */
  goalKind?: 'below' | 'atLeast';
  /** Without a goal: why, shown in the goal column (e.g. `— (none stated on embedded)`). */
  goalNote?: string;
  /** What else a reader needs to judge the figure, printed under the table. */
  note?: string;
}

function fmt(n: number): string {
  if (!Number.isFinite(n)) return '-';
  return n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

/** Whether the row meets its goal; undefined when it has none. */
export function meetsGoal(row: BenchRow): boolean | undefined {
  if (row.goal === undefined) return undefined;
  const value = row.summary[row.goalOn ?? 'p95'];
  return row.goalKind === 'atLeast' ? value >= row.goal : value < row.goal;
}

/** The goal as the table shows it, e.g. `< 16 ms (p95)` or `≥ 90 score (median)`. */
export function goalText(row: BenchRow): string {
  if (row.goal === undefined) return row.goalNote ?? '';
  const sign = row.goalKind === 'atLeast' ? '≥' : '<';
  return `${sign} ${row.goal} ${row.unit} (${row.goalOn ?? 'p95'})`;
}

/**
 * Prints the rows as a Markdown-style table, then the rows' notes, and returns whether every
 * goal was met.
 */
export function printTable(rows: readonly BenchRow[]): boolean {
  const header = ['bench', 'metric', 'n', 'median', 'p95', 'max', 'goal', 'ok'];
  const lines = rows.map((r) => {
    const met = meetsGoal(r);
    return [
      r.bench,
      r.metric,
      String(r.summary.count),
      `${fmt(r.summary.median)} ${r.unit}`,
      `${fmt(r.summary.p95)} ${r.unit}`,
      `${fmt(r.summary.max)} ${r.unit}`,
      goalText(r),
      met === undefined ? '' : met ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(row(l));
  const noted = rows.filter((r) => r.note);
  if (noted.length > 0) {
    console.log('');
    console.log('Notes:');
    for (const r of noted) console.log(`- ${r.bench}, ${r.metric}: ${r.note ?? ''}`);
  }
  return lines.every((l) => l[7] !== 'NO');
}
