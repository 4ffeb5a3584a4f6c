import { performance } from 'node:perf_hooks';

/** Summary statistics of a set of samples, in the samples' unit. */
export interface Summary {
  count: number;
  median: number;
  p95: number;
  max: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Milliseconds of each of `runs` calls of `run`, after `warmUp` untimed ones. */
export async function timedRuns(
  run: () => Promise<unknown>,
  runs: number,
  warmUp = 1,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}
