import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}
