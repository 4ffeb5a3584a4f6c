import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium, type Cookie } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hbc/test-browser';
import { startNginx } from '@hbc/production-layout';
import type { BenchRow } from './report';
import type { RunningStack } from '../scripts/stack';
import { signIn, SIGNED_IN_IDENTITY, withConsoleStack } from './console-stack';
import { summarize } from './stats';

const RUNS = 3;
const run = promisify(execFile);
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

/**
 * Runtime errors of Lighthouse's own recording, not of the page: 'Something went wrong with
 * recording the trace over your page load. Please run Lighthouse again.'
 */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
const ATTEMPTS_PER_RUN = 3;

/** A failure of Lighthouse's own recording or report, not of the page: the audit is run again. */
class RetriedAudit extends Error {}

/** Lighthouse's two form factors, each with its own throttling and goal. */
type FormFactor = 'mobile' | 'desktop';
const SCORE_GOALS: Record<FormFactor, number> = { mobile: 90, desktop: 100 };

/** Each role's landing page is audited, as the demo identity of that role. */
const LANDING_IDENTITIES = ['super-admin', 'admin-lv1', 'admin-lv2', 'admin-lv3'] as const;

interface PerformanceFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse's performance audit of `url` in the Chromium listening on `port`. Its command line
 * runs in plain Node: under tsx, the functions it sends into the page carry esbuild's `__name`
 * helper, which the page lacks. The report goes to a file (stdout has once carried other output
 * into the JSON); a run that ends in a runtime error exits 1 and still writes its report, which
 * names the error.
 */
async function lighthouse(url: string, port: number, formFactor: FormFactor): Promise<Result> {
  const dir = await mkdtemp(join(tmpdir(), 'hbc-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await run(process.execPath, [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      // Mobile is Lighthouse's default; desktop is its preset of desktop screen and throttling.
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ]).catch((error: unknown) => {
      if (!existsSync(report)) throw error;
    });
    try {
      return JSON.parse(await readFile(report, 'utf8')) as Result;
    } catch (error) {
      throw new RetriedAudit(`${url}: unreadable report (${String(error)})`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse performance audit of `url` with the form factor's emulation and simulated
 * throttling, in a fresh Chromium profile that holds only `cookies`.
 */
async function audit(
  url: string,
  cookies: Cookie[],
  formFactor: FormFactor,
): Promise<PerformanceFigures> {
  // Chromium's --headless is the new headless mode, which Lighthouse needs. nginx's certificate
  // is self-signed.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  try {
    if (cookies.length > 0) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]?.addCookies(cookies);
      await browser.close(); // disconnects; the browser and its default profile stay
    }
    const lhr = await lighthouse(url, chrome.port, formFactor);
    if (lhr.runtimeError && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
      throw new RetriedAudit(`${url}: ${lhr.runtimeError.code}`);
    }
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

/** One page to audit: where, as whom (for the table), with which cookies. */
interface AuditedPage {
  path: string;
  who: string;
  cookies: Cookie[];
}

function rows(page: AuditedPage, formFactor: FormFactor, runs: PerformanceFigures[]): BenchRow[] {
  const name = `${formFactor} ${page.path}, ${page.who}`;
  const of = (pick: (run: PerformanceFigures) => number) => summarize(runs.map(pick));
  return [
    {
      bench: 'lighthouse',
      metric: `performance of ${name}`,
      unit: 'score',
      summary: of((run) => run.score),
      goal: SCORE_GOALS[formFactor],
      goalOn: 'median',
      goalKind: 'atLeast',
    },
    {
      bench: 'lighthouse',
      metric: `first contentful paint of ${name}`,
      unit: 'ms',
      summary: of((run) => run.fcpMs),
    },
    {
      bench: 'lighthouse',
      metric: `largest contentful paint of ${name}`,
      unit: 'ms',
      summary: of((run) => run.lcpMs),
    },
    {
      bench: 'lighthouse',
      metric: `total blocking time of ${name}`,
      unit: 'ms',
      summary: of((run) => run.tbtMs),
    },
  ];
}

/** `audit`, run again (up to ATTEMPTS_PER_RUN times) when Lighthouse's own recording failed. */
async function auditRetried(
  url: string,
  cookies: Cookie[],
  formFactor: FormFactor,
): Promise<PerformanceFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookies, formFactor);
    } catch (error) {
      if (!(error instanceof RetriedAudit) || attempt >= ATTEMPTS_PER_RUN) throw error;
      console.error(`  ${formFactor} ${error.message}, audited again`);
    }
  }
}

async function auditRuns(
  url: string,
  cookies: Cookie[],
  formFactor: FormFactor,
): Promise<PerformanceFigures[]> {
  const runs: PerformanceFigures[] = [];
  for (let attempt = 1; attempt <= RUNS; attempt++) {
    const figures = await auditRetried(url, cookies, formFactor);
    console.error(
      `  ${formFactor} ${new URL(url).pathname} run ${attempt}: score ${figures.score}, FCP ${figures.fcpMs.toFixed(0)} ms`,
    );
    runs.push(figures);
  }
  return runs;
}

/**
 * Lighthouse, mobile and desktop, on the sign-in page signed out, on each role's landing page
 * and on the broadcast form as Admin LV3. Phones reach the console as production serves it:
 * through nginx with the recommended site (HTTPS, HTTP/2), in front of the API. Signing in talks
 * to the API directly; its cookies hold for every port of localhost.
 */
export function benchLighthouse(): Promise<BenchRow[]> {
  return withConsoleStack(async (stack) => {
    const runDir = await mkdtemp(join(tmpdir(), 'hbc-lighthouse-nginx-'));
    const nginx = await startNginx({
      apiServers: [`127.0.0.1:${new URL(stack.apiUrl).port}`],
      runDir,
    });
    try {
      return await auditPages(stack, nginx.url);
    } finally {
      await nginx.stop();
      await rm(runDir, { recursive: true, force: true });
    }
  });
}

async function auditPages(stack: RunningStack, consoleUrl: string): Promise<BenchRow[]> {
  const pages: AuditedPage[] = [{ path: '/line-login', who: 'signed out', cookies: [] }];
  for (const identity of LANDING_IDENTITIES) {
    const session = await signIn(stack, identity);
    pages.push({
      path: session.landingPath,
      who: `signed in as ${identity}`,
      cookies: session.cookies,
    });
    if (identity === SIGNED_IN_IDENTITY) {
      pages.push({
        path: '/broadcast/form',
        who: `signed in as ${identity}`,
        cookies: session.cookies,
      });
    }
  }
  const table: BenchRow[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const runs = await auditRuns(`${consoleUrl}${page.path}`, page.cookies, formFactor);
      table.push(...rows(page, formFactor, runs));
    }
  }
  return table;
}
