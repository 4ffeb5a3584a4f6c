import {
  openBrowser as openChromium,
  type BrowserOptions,
  type BrowserSession,
} from '@hbc/test-browser';
import { journalPages } from './page-journal';

export type { BrowserSession };

/** A fresh browser whose pages are journalled for the report of a failed test. */
export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const session = await openChromium(options);
  journalPages(session.context);
  return session;
}

/** Base URL of the console under test (set by the global set-up). */
export function consoleUrl(path = '/'): string {
  const base = process.env['E2E_API_URL'];
  if (!base) throw new Error('E2E_API_URL is not set: run through the e2e target');
  return new URL(path, base).toString();
}

export function sandboxUrl(path = '/'): string {
  const base = process.env['E2E_SANDBOX_URL'];
  if (!base) throw new Error('E2E_SANDBOX_URL is not set: run through the e2e target');
  return new URL(path, base).toString();
}
