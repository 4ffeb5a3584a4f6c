import type { Page } from 'playwright-core';

/** Picks the identity on one of the sandbox's login pages (LINE Login, Health ID). */
async function approveAs(page: Page, identityId: string): Promise<void> {
  await page.locator(`button[name="login_hint"][value="${identityId}"]`).click();
}

/**
 * Signs in to the console at `consoleOrigin` as a demo identity, through both real steps: LINE
 * Login and Health ID / Provider ID on the sandbox. Resolves once the console shows a signed-in
 * screen, so the page's context then holds the session cookies.
 */
export async function signInThroughSandbox(
  page: Page,
  consoleOrigin: string,
  identityId: string,
): Promise<void> {
  const origin = new URL(consoleOrigin).origin;
  await page.goto(`${origin}/line-login`);
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click();
  await page.waitForURL((url) => url.origin !== origin && url.pathname.startsWith('/line/'));
  await approveAs(page, identityId);
  await page.waitForURL((url) => url.origin !== origin && url.pathname.startsWith('/health-id/'));
  await approveAs(page, identityId);
  await page.waitForURL(
    (url) =>
      url.origin === origin && url.pathname !== '/' && !url.pathname.startsWith('/provider-login'),
  );
}
