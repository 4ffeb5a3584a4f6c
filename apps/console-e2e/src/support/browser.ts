export { openBrowser, type BrowserSession } from '@hbc/test-browser';

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
