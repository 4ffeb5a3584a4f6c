import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { workspaceRoot } from './stack';

export interface NxRun {
  status: number;
  /** Nx tasks run or read from the cache (0 when Nx printed no count). */
  tasks: number;
  /** Tasks whose result Nx read from its cache. */
  cachedTasks: number;
  /** Tests Jest reported skipped, summed over the projects' summaries. */
  skippedTests: number;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Reads a Jest summary (`Tests: 5 skipped, 2391 passed, 2396 total`) and Nx's cache line from output lines. */
export function countsOf(lines: string[]): Omit<NxRun, 'status'> {
  let skippedTests = 0;
  let tasks = 0;
  let cachedTasks = 0;
  for (const raw of lines) {
    const line = raw.replace(ANSI, '');
    const tests = /Tests:\s+(.*\d+ total)/.exec(line);
    const skipped = tests && /(\d+) skipped/.exec(tests[1] ?? '');
    if (skipped) skippedTests += Number(skipped[1]);
    const cache = /from the cache instead of running the command for (\d+) out of (\d+) tasks/.exec(
      line,
    );
    if (cache) {
      cachedTasks += Number(cache[1]);
      tasks += Number(cache[2]);
    }
  }
  return { tasks, cachedTasks, skippedTests };
}

function forward(from: Readable, to: Writable, lines: string[]): Promise<void> {
  return new Promise((resolve) => {
    const reader = createInterface({ input: from, crlfDelay: Infinity });
    reader.on('line', (line) => {
      to.write(`${line}\n`);
      lines.push(line);
    });
    reader.on('close', resolve);
  });
}

/** Runs `nx <args>` in the workspace root with its output passed through, and counts what it reports. */
export async function runNx(args: string[]): Promise<NxRun> {
  const command = ['nx', ...args, '--output-style=stream'];
  console.log(`\n▶ npx ${command.join(' ')}`);
  const child = spawn('npx', command, {
    cwd: workspaceRoot,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
  });
  const lines: string[] = [];
  const output = Promise.all([
    forward(child.stdout, process.stdout, lines),
    forward(child.stderr, process.stderr, lines),
  ]);
  const status = await new Promise<number>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  await output;
  return { status, ...countsOf(lines) };
}
