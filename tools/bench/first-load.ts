import type { Browser, Cookie, Request } from 'playwright-core';
import { launchChromium } from '@hbc/test-browser';
import type { BenchRow } from './report';
import { signedInCookies, SIGNED_IN_IDENTITY, withConsoleStack } from './console-stack';
import { summarize } from './stats';

const SIGNED_OUT_GOAL_KB = 120;
const SIGNED_IN_GOAL_KB = 200;

interface ScriptTransfer {
  url: string;
  encoding: string;
  /** Bytes of the body as sent, i.e. compressed when it was. */
  bytes: number;
}

/**
 * Every script a first visit to `url` loads until the network is idle, on an empty cache, from a
 * browser that accepts only gzip (so the sizes are the gzip sizes, as the goal is set).
 */
async function firstLoadScripts(
  browser: Browser,
  url: string,
  cookies: Cookie[],
): Promise<ScriptTransfer[]> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
    return await Promise.all(
      scripts.map(async (request) => ({
        url: request.url(),
        encoding: (await (await request.response())?.headerValue('content-encoding')) ?? 'identity',
        bytes: (await request.sizes()).responseBodySize,
      })),
    );
  } finally {
    await context.close();
  }
}

function row(path: string, who: string, scripts: ScriptTransfer[], goalKb: number): BenchRow {
  const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1000;
  for (const script of scripts) {
    console.error(
      `  ${path}: ${new URL(script.url).pathname} ${script.bytes} bytes (${script.encoding})`,
    );
  }
  return {
    bench: 'first-load',
    metric: `JS of ${path}, ${who} (gzip, ${scripts.length} files)`,
    unit: 'kB',
    summary: summarize([kb]),
    goal: goalKb,
    goalOn: 'max',
  };
}

/** Compressed JS a first visit downloads: the sign-in page, and two signed-in pages of Admin LV3. */
export function benchFirstLoad(): Promise<BenchRow[]> {
  return withConsoleStack(async (stack) => {
    const cookies = await signedInCookies(stack);
    const browser = await launchChromium();
    try {
      const page = (path: string, signedIn: boolean) =>
        firstLoadScripts(browser, `${stack.apiUrl}${path}`, signedIn ? cookies : []);
      const who = `signed in as ${SIGNED_IN_IDENTITY}`;
      return [
        row('/line-login', 'signed out', await page('/line-login', false), SIGNED_OUT_GOAL_KB),
        row('/broadcast/form', who, await page('/broadcast/form', true), SIGNED_IN_GOAL_KB),
        row('/tracking-url', who, await page('/tracking-url', true), SIGNED_IN_GOAL_KB),
      ];
    } finally {
      await browser.close();
    }
  });
}
