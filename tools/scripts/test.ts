import { run } from './run';

/**
 * `npm test`: lint, type-check and unit tests of every project, the production builds, the
 * sending engine's fault, crash and multi-process tests against them, Storybook, then the
 * Chromium end-to-end tests against the built stack. With DATABASE_URL set, the API's database
 * tests also run on that PostgreSQL, and so do the sending engine's (its crash and multi-process
 * tests only there).
 */
const steps: [string, () => void][] = [
  ['lint, typecheck, unit tests', () =>
    run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--exclude', 'console-e2e', '--output-style=stream']),
  ],
  ['builds', () => run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'console', 'api', 'sandbox', '--output-style=stream'])],
  ['sending engine (faults, crashes, processes)', () =>
    run('npx', ['nx', 'run', 'sending-e2e:e2e', '--output-style=stream']),
  ],
  ['storybook build', () => run('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet'])],
  ['end-to-end (Chromium)', () => run('npx', ['nx', 'run', 'console-e2e:e2e', '--output-style=stream'])],
];

const only = process.argv.slice(2);
let passed = 0;
for (const [name, step] of steps) {
  if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  step();
  passed += 1;
}
console.log(`\ntest steps: ${passed} passed, 0 failed`);
