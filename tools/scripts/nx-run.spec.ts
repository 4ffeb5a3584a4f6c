import { countsOf } from './nx-run';

describe('countsOf', () => {
  it('sums the skipped tests of every Jest summary, coloured or not, and reads Nx cache line', () => {
    const counts = countsOf([
      'api: Tests:       5 skipped, 2391 passed, 2396 total',
      '\u001b[1mTests:       \u001b[22m\u001b[33m3 skipped\u001b[39m, \u001b[32m20 passed\u001b[39m, 23 total',
      'console: Tests:       781 passed, 781 total',
      'Nx read the output from the cache instead of running the command for 30 out of 41 tasks.',
    ]);
    expect(counts).toEqual({ skippedTests: 8, tasks: 41, cachedTasks: 30 });
  });

  it('counts nothing in output without summaries', () => {
    expect(countsOf(['> nx run api:lint', 'Tests are fun, 3 skipped'])).toEqual({ skippedTests: 0, tasks: 0, cachedTasks: 0 });
  });
});
