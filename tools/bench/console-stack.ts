import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cookie } from 'playwright-core';
import { openBrowser, signInThroughSandbox } from '@hbc/test-browser';
import { startStack, THROWAWAY_DEMO_ENV, type RunningStack } from '../scripts/stack';

const API_PORT = 3980;
const SANDBOX_PORT = 3990;

/** The demo identity whose menu has the broadcast form and segments. */
export const SIGNED_IN_IDENTITY = 'admin-lv3';

/** Where the API takes the console from: CONSOLE_DIST, else the workspace build. */
export function consoleDistLabel(): string {
  return process.env['CONSOLE_DIST'] ?? 'dist/apps/console';
}

/**
 * Runs `measure` against the built stack (API serving the console from CONSOLE_DIST, sandbox,
 * demo data on a fresh embedded database), then stops it.
 */
export async function withConsoleStack<T>(
  measure: (stack: RunningStack) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-console-'));
  console.error(`  console from ${consoleDistLabel()}`);
  const stack = await startStack({
    apiPort: API_PORT,
    sandboxPort: SANDBOX_PORT,
    dataDir,
    env: THROWAWAY_DEMO_ENV,
  });
  try {
    return await measure(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What signing in leaves: the console's cookies, and the screen the console opened first. */
export interface SignedInSession {
  cookies: Cookie[];
  /** The signed-in role's landing page (the first of its menu). */
  landingPath: string;
}

/** Signs in for real as `identityId` (LINE Login, then Provider ID). */
export async function signIn(
  stack: RunningStack,
  identityId = SIGNED_IN_IDENTITY,
): Promise<SignedInSession> {
  const session = await openBrowser();
  try {
    await signInThroughSandbox(session.page, stack.apiUrl, identityId);
    return {
      cookies: await session.context.cookies(stack.apiUrl),
      landingPath: new URL(session.page.url()).pathname,
    };
  } finally {
    await session.close();
  }
}

/** The console's cookies after signing in for real as `identityId`. */
export async function signedInCookies(
  stack: RunningStack,
  identityId = SIGNED_IN_IDENTITY,
): Promise<Cookie[]> {
  return (await signIn(stack, identityId)).cookies;
}
