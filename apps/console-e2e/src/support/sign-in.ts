import type { Locator, Page } from 'playwright-core';
import { COOKIES, DEMO_IDENTITIES, type DemoIdentity, type UserProfile } from '@hbc/contracts';
import { signInThroughSandbox } from '@hbc/test-browser';
import { consoleUrl, sandboxUrl } from './browser';

export function identity(id: string): DemoIdentity {
  const found = DEMO_IDENTITIES.find((i) => i.id === id);
  if (!found) throw new Error(`no demo identity ${id}`);
  return found;
}

/** Picks an identity on a sandbox login page, optionally with a simulated fault. */
export async function pickIdentity(page: Page, identityId: string, fault?: string): Promise<void> {
  if (fault) await page.locator('select[name="sandbox_fault"]').selectOption(fault);
  await page.locator(`button[name="login_hint"][value="${identityId}"]`).click();
}

const onSandbox = (path: string) => (url: URL) => url.href.startsWith(sandboxUrl(path));

/** From /line-login, presses the LINE button and approves as `lineIdentity` on the sandbox. */
export async function lineStep(page: Page, lineIdentity: string, fault?: string): Promise<void> {
  if (!page.url().startsWith(consoleUrl('/line-login'))) await page.goto(consoleUrl('/line-login'));
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click();
  await page.waitForURL(onSandbox('/line/'));
  await pickIdentity(page, lineIdentity, fault);
}

/** Opens an invite link: the console keeps the code and starts LINE Login by itself. */
export async function inviteLineStep(
  page: Page,
  inviteCode: string,
  lineIdentity: string,
): Promise<void> {
  await page.goto(consoleUrl(`/invite?code=${encodeURIComponent(inviteCode)}`));
  await page.waitForURL(onSandbox('/line/'));
  await pickIdentity(page, lineIdentity);
}

/** Waits until the text is shown (inside `scope`, else anywhere on the page). */
export async function shown(page: Page, text: string, scope?: Locator): Promise<void> {
  await (scope ?? page.locator('body'))
    .getByText(text, { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor();
}

/** On the sandbox's Health ID page (reached after the LINE step), approves as `providerIdentity`. */
export async function providerStep(
  page: Page,
  providerIdentity: string,
  fault?: string,
): Promise<void> {
  await page.waitForURL(onSandbox('/health-id/'));
  await pickIdentity(page, providerIdentity, fault);
}

/** Both steps as one person; resolves when the console shows a signed-in screen. */
export function signInAs(page: Page, identityId: string): Promise<void> {
  return signInThroughSandbox(page, consoleUrl('/'), identityId);
}

export async function storedProfile(page: Page): Promise<UserProfile | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === COOKIES.userProfile);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as UserProfile) : null;
}

/** The text of the toast the console shows, once it appears. */
export async function toastText(page: Page): Promise<string> {
  const alert = page.getByRole('alert').last();
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}
