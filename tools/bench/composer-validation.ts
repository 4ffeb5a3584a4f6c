import { performance } from 'node:perf_hooks';
import { validateMessages } from '@hbc/message-composer/model';
import { heavyMessages } from '@hbc/message-composer/fixtures';
import type { BenchRow } from './report';
import { summarize } from './stats';

/** Save's validation of the heavy set (a text, a 10-card carousel, an 8-action rich message). */
export function benchComposerValidation(runs = 2000): BenchRow {
  const messages = heavyMessages();
  for (let i = 0; i < 200; i++) validateMessages(messages); // warm-up: JIT and schema caches
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    validateMessages(messages);
    samples.push(performance.now() - start);
  }
  return {
    bench: 'composer',
    metric: 'validate 3 heavy messages (Node)',
    unit: 'ms',
    summary: summarize(samples),
    goal: 5,
    goalOn: 'p95',
  };
}
