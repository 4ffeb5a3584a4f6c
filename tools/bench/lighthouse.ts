import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium, type Cookie } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hbc/test-browser';
import type { BenchRow } from './report';
import { signedInCookies, SIGNED_IN_IDENTITY, withConsoleStack } from './console-stack';
import { summarize } from './stats';

const RUNS = 3;
const run = promisify(execFile);
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');
const SCORE_GOAL = 90;

interface PerformanceFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse's performance audit of `url` in the Chromium listening on `port`. Its command line
 * runs in plain Node: under tsx, the functions it sends into the page carry esbuild's `__name`
 * helper, which the page lacks.
 */
async function lighthouse(url: string, port: number): Promise<Result> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Result;
}

/**
 * One Lighthouse performance audit of `url` with its default mobile emulation and simulated
 * throttling, in a fresh Chromium profile that holds only `cookies`.
 */
async function audit(url: string, cookies: Cookie[]): Promise<PerformanceFigures> {
  // Chromium's --headless is the new headless mode, which Lighthouse needs.
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  try {
    if (cookies.length > 0) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]?.addCookies(cookies);
      await browser.close(); // disconnects; the browser and its default profile stay
    }
    const lhr = await lighthouse(url, chrome.port);
    const score = lhr.categories['performance']?.score;
    if (score === null || score === undefined) {
      throw new Error(
        `Lighthouse gave no performance score for ${url}: ${lhr.runtimeError?.message ?? 'no result'}`,
      );
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: score * 100,
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

function rows(path: string, who: string, runs: PerformanceFigures[]): BenchRow[] {
  const page = `${path}, ${who}`;
  const of = (pick: (run: PerformanceFigures) => number) => summarize(runs.map(pick));
  return [
    {
      bench: 'lighthouse',
      metric: `mobile performance of ${page}`,
      unit: 'score',
      summary: of((run) => run.score),
      goal: SCORE_GOAL,
      goalOn: 'median',
      goalKind: 'atLeast',
    },
    {
      bench: 'lighthouse',
      metric: `first contentful paint of ${page}`,
      unit: 'ms',
      summary: of((run) => run.fcpMs),
    },
    {
      bench: 'lighthouse',
      metric: `largest contentful paint of ${page}`,
      unit: 'ms',
      summary: of((run) => run.lcpMs),
    },
    {
      bench: 'lighthouse',
      metric: `total blocking time of ${page}`,
      unit: 'ms',
      summary: of((run) => run.tbtMs),
    },
  ];
}

async function auditRuns(url: string, cookies: Cookie[]): Promise<PerformanceFigures[]> {
  const runs: PerformanceFigures[] = [];
  for (let attempt = 1; attempt <= RUNS; attempt++) {
    const figures = await audit(url, cookies);
    console.error(
      `  ${new URL(url).pathname} run ${attempt}: score ${figures.score}, FCP ${figures.fcpMs.toFixed(0)} ms`,
    );
    runs.push(figures);
  }
  return runs;
}

/** Lighthouse (mobile) on the sign-in page, signed out, and on the broadcast form as Admin LV3. */
export function benchLighthouse(): Promise<BenchRow[]> {
  return withConsoleStack(async (stack) => {
    const cookies = await signedInCookies(stack);
    return [
      ...rows('/line-login', 'signed out', await auditRuns(`${stack.apiUrl}/line-login`, [])),
      ...rows(
        '/broadcast/form',
        `signed in as ${SIGNED_IN_IDENTITY}`,
        await auditRuns(`${stack.apiUrl}/broadcast/form`, cookies),
      ),
    ];
  });
}
