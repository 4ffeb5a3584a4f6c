import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { API_PATHS, cidCheckDigit, DEMO_HOSPITAL, formatCid } from '@hbc/contracts';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, openBrowser, sandboxUrl, type BrowserSession } from './support/browser';
import { addMessage } from './support/composer';
import { expectNoSidewaysScroll } from './support/sideways';
import { signInAs, storedProfile, toastText } from './support/sign-in';

const LIST = '/setting/tester';
/** Where the screenshots of the screens at a phone's width go (for people to look at). */
const SHOTS = process.env['E2E_SHOTS'] ?? '/tmp/tester-shots';

/** A LINE userId no synthetic citizen has: 'U', the hex digit `kind`, then the digits of `stamp`. */
const lineUserIdOf = (kind: string, stamp: string) =>
  `U${kind}${stamp.padStart(31, '0').slice(-31)}`;

/** POSTs to the sandbox's LINE Official Account stand-in, as the LINE app would. */
async function lineApp(path: string, body: object): Promise<void> {
  const response = await fetch(sandboxUrl(`/line/oa${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
}

/** The tester list searched for `name`: its one row, once shown. */
async function rowOf(page: Page, name: string): Promise<Locator> {
  await page.goto(consoleUrl(`${LIST}?q=${encodeURIComponent(name)}`));
  const row = page.getByRole('row').filter({ hasText: name });
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  return row;
}

describe.each([1280, 390])('testers at %i px', (width) => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  async function signedIn(identity: string): Promise<Page> {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, identity);
    return page;
  }
  const shot = (page: Page, name: string) =>
    width === 390 ? page.screenshot({ path: `${SHOTS}/${name}-390.png` }) : Promise.resolve();

  it('an LV1 adds testers by CID and by code; an LV3 test-sends to one of them, after naming them', async () => {
    const stamp = `${width}${Date.now()}`;
    const twelve = `2${stamp.slice(-11).padStart(11, '0')}`;
    const cid = `${twelve}${cidCheckDigit(twelve)}`;
    const cidUser = lineUserIdOf('c', stamp);
    const codeUser = lineUserIdOf('d', stamp);
    const byCid = `ผู้ทดสอบเลขบัตร ${stamp}`;
    const byCode = `ผู้ทดสอบรหัส ${stamp}`;

    // A citizen of the demo hospital who follows the account, with a CID (the registry's import).
    const admin = await signedIn('super-admin');
    const adminToken = (await storedProfile(admin))?.access_token ?? '';
    const imported = await fetch(consoleUrl(API_PATHS.citizenImport), {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        rows: [
          { cid, lineUserId: cidUser, followStatus: 'FOLLOWING', unitHcode: DEMO_HOSPITAL.hcode },
        ],
      }),
    });
    expect(imported.status).toBe(200);

    // LV1 adds them by CID.
    const lv1 = await signedIn('admin-lv1');
    await lv1.goto(consoleUrl(`${LIST}/form`));
    await lv1.getByRole('heading', { level: 1, name: 'เพิ่มผู้ทดสอบ' }).waitFor();
    await lv1.getByRole('textbox', { name: /^ชื่อผู้ทดสอบ/ }).fill(byCid);
    await lv1.getByRole('textbox', { name: /^เลขประจำตัวประชาชน/ }).fill(formatCid(cid));
    await expectNoAxeViolations(lv1, `${LIST}/form`);
    await expectNoSidewaysScroll(lv1, `${LIST}/form at ${width} px`);
    await lv1.getByRole('button', { name: 'บันทึก', exact: true }).click();
    expect(await toastText(lv1)).toContain('เพิ่มผู้ทดสอบแล้ว');
    await lv1.waitForURL((url) => url.pathname === LIST);
    const cidRow = await rowOf(lv1, byCid);
    await cidRow.getByText('เลขประจำตัวประชาชน', { exact: true }).waitFor();
    await cidRow.getByText(`${cidUser.slice(0, 5)}…${cidUser.slice(-4)}`).waitFor();

    // LV1 adds another by a one-time code the LINE user sends in a chat.
    await lineApp('/follow', { userId: codeUser });
    await lv1.goto(consoleUrl(`${LIST}/form?tab=code`));
    await lv1.getByRole('textbox', { name: /^ชื่อผู้ทดสอบ/ }).fill(byCode);
    await lv1.getByRole('button', { name: 'สร้างรหัส' }).click();
    const shown = lv1.locator('output');
    await shown.waitFor();
    const code = ((await shown.textContent()) ?? '').trim();
    expect(code).toMatch(/^[0-9]{6}$/);
    await lv1.getByText('ให้ผู้ทดสอบส่งรหัสนี้ทางแชตถึงบัญชี LINE ของโครงการภายใน 10 นาที').waitFor();
    await expectNoAxeViolations(lv1, `${LIST}/form?tab=code with its code`);
    await expectNoSidewaysScroll(lv1, `the code screen at ${width} px`);
    await shot(lv1, 'tester-code');
    await lineApp('/message', { userId: codeUser, text: code });
    expect(await toastText(lv1)).toContain(`เพิ่มผู้ทดสอบ ${byCode} แล้ว`);
    await lv1.waitForURL((url) => url.pathname === LIST);
    const codeRow = await rowOf(lv1, byCode);
    await codeRow.getByText('รหัสครั้งเดียว', { exact: true }).waitFor();
    await codeRow.getByText('ติดตามอยู่', { exact: true }).waitFor();
    await lv1.goto(consoleUrl(LIST));
    await lv1.getByRole('row').filter({ hasText: byCode }).first().waitFor();
    await expectNoAxeViolations(lv1, LIST);
    await expectNoSidewaysScroll(lv1, `${LIST} at ${width} px`);
    await shot(lv1, 'tester-list');

    // LV3 test-sends a broadcast to the code's tester only, after the confirmation naming them.
    const lv3 = await signedIn('admin-lv3');
    const text = `ทดสอบถึงผู้ทดสอบ ${stamp}`;
    await lv3.goto(consoleUrl('/broadcast/form'));
    await lv3.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await lv3.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(`ส่งทดสอบ ${stamp}`);
    await lv3.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const message = await addMessage(lv3, 'ข้อความ');
    await message.getByRole('textbox', { name: 'ข้อความ' }).fill(text);
    await lv3
      .getByRole('dialog', { name: 'สร้างข้อความ' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
    await lv3.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
    await lv3.getByRole('button', { name: 'ส่งทดสอบ', exact: true }).click();
    const dialog = lv3.getByRole('dialog', { name: 'ส่งทดสอบ' });
    await dialog.getByRole('checkbox', { name: byCode }).check();
    await dialog.getByRole('checkbox', { name: 'บัญชี LINE ของฉัน' }).uncheck();
    const confirm = dialog.getByRole('button', { name: `ส่งทดสอบถึง 1 คน: ${byCode}` });
    await confirm.waitFor();
    await expectNoAxeViolations(lv3, 'the test-send dialog', '[role="dialog"]');
    await shot(lv3, 'test-send-dialog');
    await confirm.click();
    expect(await toastText(lv3)).toContain(`ส่งทดสอบถึง ${byCode} แล้ว`);
    await dialog.waitFor({ state: 'hidden' });

    // The tester's LINE chat (the sandbox's) shows the message.
    const chat = await openBrowser();
    sessions.push(chat);
    await chat.page.goto(sandboxUrl(`/line/oa/chat?userId=${codeUser}`));
    await chat.page.getByText(text).first().waitFor();
  }, 240_000);
});
