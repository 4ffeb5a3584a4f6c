import { performance } from 'node:perf_hooks';
import { messageToDraft, validateDrafts, validateMessages } from '@hbc/message-model';
import { brokenHeavyMessages, heavyMessages } from '@hbc/message-model/fixtures';
import type { BenchRow } from './report';
import { summarize, type Summary } from './stats';

/** `check(i)` timed `runs` times, after a warm-up for the JIT and the schema caches. */
function timed(check: (i: number) => unknown, runs: number): Summary {
  for (let i = 0; i < 200; i++) check(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    check(i);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

/**
 * Validation of the heavy set (a text, a 10-card carousel, an 8-action rich message): the API's
 * check of stored messages before saving, and the composer's check of its drafts on save, the
 * complete set and one with eleven rules broken in turn.
 */
export function benchComposerValidation(runs = 2000): BenchRow[] {
  const messages = heavyMessages();
  const drafts = [heavyMessages().map(messageToDraft), brokenHeavyMessages().map(messageToDraft)];
  return [
    {
      bench: 'composer',
      metric: 'validate 3 heavy messages (Node)',
      unit: 'ms',
      summary: timed(() => validateMessages(messages), runs),
      goal: 5,
      goalOn: 'p95',
    },
    {
      bench: 'composer',
      metric: 'check the 3 heavy drafts, complete or broken (Node)',
      unit: 'ms',
      summary: timed((i) => validateDrafts(drafts[i % 2] ?? []), runs),
      goal: 5,
      goalOn: 'median',
    },
  ];
}
