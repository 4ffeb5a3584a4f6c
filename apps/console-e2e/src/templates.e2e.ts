import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { addMessage } from './support/composer';
import { expectNoSidewaysScroll } from './support/sideways';
import { signInAs, toastText } from './support/sign-in';
import { uniqueSuffix } from './support/unique-name';

const LIST = '/broadcast/template';

/** Writes one text message in the composer the page's 'สร้างข้อความ' opens, and keeps it. */
async function composeText(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
  const message = await addMessage(page, 'ข้อความ');
  await message.getByRole('textbox', { name: 'ข้อความ' }).fill(text);
  await page
    .getByRole('dialog', { name: 'สร้างข้อความ' })
    .getByRole('button', { name: 'บันทึก' })
    .click();
  await page.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
}

/** The template list searched for `name`: its one row, once shown. */
async function rowOf(page: Page, name: string): Promise<Locator> {
  await page.goto(consoleUrl(`${LIST}?q=${encodeURIComponent(name)}`));
  const found = page.getByRole('row').filter({ hasText: name });
  await found.first().waitFor();
  expect(await found.count()).toBe(1);
  // By its id: once the grid scrolls sideways to the actions, the name is no longer drawn.
  return page.locator(`[role="row"][data-id="${await found.getAttribute('data-id')}"]`);
}

/** A row's action, scrolled into the grid's view (a narrow window shows the grid's start). */
async function actionOf(row: Locator, label: string): Promise<Locator> {
  await row
    .page()
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
  const action = row.getByRole('button', { name: label, exact: true });
  await action.waitFor();
  return action;
}

/** The new broadcast's form a template's "ใช้เทมเพลต" opened, holding its one message. */
async function usedInNewBroadcast(page: Page, row: Locator): Promise<void> {
  await (await actionOf(row, 'ใช้เทมเพลต')).click();
  await page.waitForURL(
    (url) => url.pathname === '/broadcast/form' && url.searchParams.has('template'),
  );
  await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
  await page.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
}

describe.each([1280, 390])('message templates at %i px', (width) => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  async function signedIn(identity: string): Promise<Page> {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    // The forms' unsaved work asks before the page unloads: the test leaves it on purpose.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, identity);
    return page;
  }

  it('an LV3 saves a broadcast as a template, uses it, renames it and deletes it', async () => {
    const page = await signedIn('admin-lv3');
    const title = `ชวนตรวจสุขภาพ ${width} ${uniqueSuffix()}`;

    // A broadcast with a message, kept as a template under its title.
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    expect(await page.getByRole('button', { name: 'บันทึกเป็นเทมเพลต' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(title);
    await composeText(page, 'ขอเชิญตรวจสุขภาพประจำปี ฟรี');
    await page.getByRole('button', { name: 'บันทึกเป็นเทมเพลต' }).click();
    const dialog = page.getByRole('dialog', { name: 'บันทึกเป็นเทมเพลต' });
    const nameField = dialog.getByRole('textbox', { name: /^ชื่อเทมเพลต/ });
    await nameField.waitFor();
    expect(await nameField.inputValue()).toBe(title);
    await expectNoAxeViolations(page, 'the save-as-template dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    expect(await toastText(page)).toContain('บันทึกเป็นเทมเพลตแล้ว');
    await dialog.waitFor({ state: 'hidden' });

    // The same name again is refused in the dialog.
    await page.getByRole('button', { name: 'บันทึกเป็นเทมเพลต' }).click();
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await dialog.getByText('มีเทมเพลตชื่อนี้แล้ว').waitFor();
    await dialog.getByRole('button', { name: 'ยกเลิก' }).click();

    // The list shows it as the unit's, and the template starts a new broadcast with its message.
    const row = await rowOf(page, title);
    await row.getByText('หน่วยบริการ', { exact: true }).waitFor();
    await row.getByText('1 ข้อความ: ข้อความ', { exact: true }).waitFor();
    await expectNoAxeViolations(page, LIST);
    await expectNoSidewaysScroll(page, `${LIST} at ${width} px`);
    await usedInNewBroadcast(page, row);

    // Renamed in its dialog.
    const renamed = `${title} (ปรับปรุง)`;
    await (await actionOf(await rowOf(page, title), 'เปลี่ยนชื่อ')).click();
    const rename = page.getByRole('dialog', { name: 'เปลี่ยนชื่อเทมเพลต' });
    await rename.getByRole('textbox', { name: /^ชื่อเทมเพลต/ }).fill(renamed);
    await rename.getByRole('button', { name: 'บันทึก' }).click();
    expect(await toastText(page)).toContain('เปลี่ยนชื่อเทมเพลตแล้ว');

    // Deleted after the confirmation naming it.
    await (await actionOf(await rowOf(page, renamed), 'ลบ')).click();
    const confirm = page.getByRole('dialog', { name: 'ลบเทมเพลต' });
    await confirm.getByText(`ต้องการลบเทมเพลต "${renamed}"`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'ลบ' }).click();
    expect(await toastText(page)).toContain('ลบเทมเพลตแล้ว');
    await page.goto(consoleUrl(`${LIST}?q=${encodeURIComponent(renamed)}`));
    await page.getByText('ไม่พบข้อมูลที่ค้นหา').waitFor();
  }, 180_000);

  it('Super Admin creates a shared template; an LV3 sees it marked shared and uses it, but may neither change nor delete it', async () => {
    const admin = await signedIn('super-admin');
    const name = `ประกาศส่วนกลาง ${width} ${uniqueSuffix()}`;
    await admin.goto(consoleUrl(`${LIST}/form`));
    await admin.getByRole('heading', { level: 1 }).waitFor();
    await admin.getByRole('textbox', { name: /^ชื่อเทมเพลต/ }).fill(name);
    await composeText(admin, 'หน่วยบริการทุกแห่งปิดทำการในวันหยุดราชการ');
    await expectNoAxeViolations(admin, `${LIST}/form`);
    await expectNoSidewaysScroll(admin, `${LIST}/form at ${width} px`);
    await admin.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === LIST);
    const ownRow = await rowOf(admin, name);
    await ownRow.getByText('ส่วนกลาง', { exact: true }).waitFor();
    expect(await ownRow.getByRole('button', { name: 'ใช้เทมเพลต' }).count()).toBe(0);

    const page = await signedIn('admin-lv3');
    const row = await rowOf(page, name);
    await row.getByText('ส่วนกลาง', { exact: true }).waitFor();
    await actionOf(row, 'ใช้เทมเพลต');
    for (const label of ['เปลี่ยนชื่อ', 'แก้ไข', 'ลบ']) {
      expect(await row.getByRole('button', { name: label, exact: true }).count()).toBe(0);
    }
    const sharedId = await row.getAttribute('data-id');
    await usedInNewBroadcast(page, row);

    // Its form, opened by address, is the LV3's to read only.
    await page.goto(consoleUrl(`${LIST}/form?id=${sharedId}`));
    await page.getByText('เทมเพลตส่วนกลางแก้ไขหรือลบได้เฉพาะผู้ดูแลระบบส่วนกลาง').waitFor();
    expect(await page.getByRole('textbox', { name: /^ชื่อเทมเพลต/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'บันทึก', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'ลบเทมเพลต' }).count()).toBe(0);
    await page.getByRole('button', { name: 'กลับ', exact: true }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    // Super Admin removes it again.
    await (await actionOf(await rowOf(admin, name), 'ลบ')).click();
    await admin
      .getByRole('dialog', { name: 'ลบเทมเพลต' })
      .getByRole('button', { name: 'ลบ' })
      .click();
    expect(await toastText(admin)).toContain('ลบเทมเพลตแล้ว');
  }, 180_000);
});
