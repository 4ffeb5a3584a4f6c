import type { Page } from 'playwright-core';
import { CONSOLE_ROUTE_ACCESS, canOpenRoute, type ConsoleRoutePath } from '@hbc/contracts';
import { signInThroughSandbox } from '@hbc/test-browser';
import { expectNoAxeViolations } from './axe';
import { consoleUrl, openBrowser, type BrowserSession } from './browser';
import { addMessage } from './composer';
import { expectNoSidewaysScroll } from './sideways';
import { identity, lineStep, shown } from './sign-in';

const HEIGHT = 900;

const CONSOLE_PATHS = Object.keys(CONSOLE_ROUTE_ACCESS) as ConsoleRoutePath[];
const SIGNED_IN = ['super-admin', 'admin-lv1', 'admin-lv2', 'admin-lv3'] as const;
const NO_PERMISSION_TITLE = 'ไม่มีสิทธิ์เข้าถึงหน้านี้';
const FORMATS = ['ข้อความ', 'ริชเมสเสจ', 'การ์ดเมสเสจ', 'วิดีโอ', 'JSON'] as const;
const MAX_MESSAGES = 3;

function roleOf(identityId: string): string {
  const role = identity(identityId).user?.role;
  if (!role) throw new Error(`${identityId} has no user`);
  return role;
}

/**
 * Opens `path` and waits until the screen has rendered and nothing is loading any more (a spinner
 * has no value; a bar with one, such as the dashboard's quota, is content). The screen stays
 * where it was opened, though it may add its default filters to the query (the report's days).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(consoleUrl(path), { waitUntil: 'networkidle' });
  await page.locator('#root > *').first().waitFor();
  await page
    .locator('[role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'hidden' });
  const opened = new URL(consoleUrl(path));
  const landed = new URL(page.url());
  expect(landed.pathname).toBe(opened.pathname);
  for (const [key, value] of opened.searchParams) expect(landed.searchParams.get(key)).toBe(value);
}

async function withWidth(session: BrowserSession, width: number): Promise<void> {
  await session.page.setViewportSize({ width, height: HEIGHT });
}

/**
 * Every screen each role may open (and the no-permission page, the signed-out screens and the
 * message composer) at one window width, checked with axe and for sideways scrolling. One suite a width, each in its own
 * test file, so that the end-to-end workers share them out.
 */
export function describeAccessibilityAt(width: number): void {
  describe(`accessibility at ${width} px wide`, () => {
    describe('signed out', () => {
      let session: BrowserSession;

      beforeAll(async () => {
        session = await openBrowser();
        await withWidth(session, width);
      });
      afterAll(async () => {
        await session.close();
      });

      it.each([
        '/line-login',
        '/provider-login/dup',
        '/provider-login/error',
        '/invite',
        '/no-such-screen',
      ])('has no axe violations and no sideways scroll on %s', async (path) => {
        const where = `${path} at ${width} px, signed out`;
        await openScreen(session.page, path);
        await expectNoAxeViolations(session.page, where);
        await expectNoSidewaysScroll(session.page, where);
      });

      it('has no axe violations on /provider-login, after the LINE step', async () => {
        const { page } = session;
        await lineStep(page, 'admin-lv2');
        await page.waitForURL((url) => url.pathname.startsWith('/health-id/'));
        await openScreen(page, '/provider-login');
        await expectNoAxeViolations(page, `/provider-login at ${width} px`);
      });
    });

    describe.each(SIGNED_IN)('signed in as %s', (identityId) => {
      const role = roleOf(identityId);
      const opens = CONSOLE_PATHS.filter((path) => canOpenRoute(role, path));
      const refused = CONSOLE_PATHS.find((path) => !canOpenRoute(role, path));
      let session: BrowserSession;

      beforeAll(async () => {
        session = await openBrowser();
        await withWidth(session, width);
        await signInThroughSandbox(session.page, consoleUrl('/'), identityId);
      });
      afterAll(async () => {
        await session.close();
      });

      it.each(opens)('has no axe violations and no sideways scroll on %s', async (path) => {
        const where = `${path} at ${width} px as ${identityId}`;
        await openScreen(session.page, path);
        await expectNoAxeViolations(session.page, where);
        await expectNoSidewaysScroll(session.page, where);
      });

      if (refused) {
        it(`has no axe violations on the no-permission page (at ${refused})`, async () => {
          const { page } = session;
          await openScreen(page, refused);
          await shown(page, NO_PERMISSION_TITLE);
          await expectNoAxeViolations(
            page,
            `the no-permission page at ${refused}, ${width} px, as ${identityId}`,
          );
        });
      }
    });

    describe('the message composer as admin-lv3', () => {
      let session: BrowserSession;

      beforeAll(async () => {
        session = await openBrowser();
        await withWidth(session, width);
        await signInThroughSandbox(session.page, consoleUrl('/'), 'admin-lv3');
      });
      afterAll(async () => {
        await session.close();
      });

      /** Opens the composer afresh on the broadcast form and adds one message of each of `formats`. */
      async function composeWith(page: Page, formats: readonly string[]): Promise<void> {
        await openScreen(page, '/broadcast/form');
        await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
        const dialog = page.getByRole('dialog', { name: 'สร้างข้อความ' });
        for (const [index, format] of formats.entries()) {
          await addMessage(page, format);
          await dialog.getByRole('region', { name: `ข้อความที่ ${index + 1}: ${format}` }).waitFor();
        }
      }

      // At most three messages at once: the five formats take two visits.
      const rounds = [FORMATS.slice(0, MAX_MESSAGES), FORMATS.slice(MAX_MESSAGES)].map(
        (formats) => ({
          formats,
          names: formats.join(', '),
        }),
      );

      it.each(rounds)(
        'has no axe violations in the dialog holding $names',
        async ({ formats, names }) => {
          const { page } = session;
          await composeWith(page, formats);
          await expectNoAxeViolations(
            page,
            `the composer holding ${names} at ${width} px`,
            '[role="dialog"]',
          );
        },
      );
    });
  });
}
