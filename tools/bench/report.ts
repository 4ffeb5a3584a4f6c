import type { Summary } from './stats';

export interface BenchRow {
  bench: string;
  metric: string;
  unit: string;
  summary: Summary;
  /** The goal the p95 (or the value) must stay under. */
  goal?: number;
  /** Which statistic the goal applies to. */
  goalOn?: 'median' | 'p95' | 'max';
}

function fmt(n: number): string {
  if (!Number.isFinite(n)) return '-';
  return n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

/** Prints the rows as a Markdown-style table and returns whether every goal was met. */
export function printTable(rows: readonly BenchRow[]): boolean {
  const header = ['bench', 'metric', 'n', 'median', 'p95', 'max', 'goal', 'ok'];
  const lines = rows.map((r) => {
    const goalValue = r.goal === undefined ? undefined : r.summary[r.goalOn ?? 'p95'];
    const ok = r.goal === undefined || goalValue === undefined ? '' : goalValue < r.goal ? 'yes' : 'NO';
    return [
      r.bench,
      r.metric,
      String(r.summary.count),
      `${fmt(r.summary.median)} ${r.unit}`,
      `${fmt(r.summary.p95)} ${r.unit}`,
      `${fmt(r.summary.max)} ${r.unit}`,
      r.goal === undefined ? '' : `< ${r.goal} ${r.unit} (${r.goalOn ?? 'p95'})`,
      ok,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(row(l));
  return lines.every((l) => l[7] !== 'NO');
}
