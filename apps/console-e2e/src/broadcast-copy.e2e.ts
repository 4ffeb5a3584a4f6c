import type { Page } from 'playwright-core';
import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { addMessage } from './support/composer';
import { signInAs, storedProfile } from './support/sign-in';
import { uniqueSuffix } from './support/unique-name';

/** A broadcast as the API answers it to the signed-in staff member. */
async function broadcastOf(page: Page, id: number): Promise<BroadcastRecord> {
  const token = (await storedProfile(page))?.access_token ?? '';
  const response = await fetch(consoleUrl(API_PATHS.broadcastById(id)), {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: BroadcastRecord }).data;
}

const idIn = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

describe('copying a broadcast', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it('an LV3 copies a saved broadcast from its detail into a new form, prefilled, and saves it as a new draft', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await signInAs(page, 'admin-lv3');

    // A broadcast of the unit, saved with a message.
    const title = `ชวนตรวจสุขภาพ ${uniqueSuffix()}`;
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(title);
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const text = await addMessage(page, 'ข้อความ');
    await text.getByRole('textbox', { name: 'ข้อความ' }).fill('ขอเชิญตรวจสุขภาพประจำปี ฟรี');
    await page
      .getByRole('dialog', { name: 'สร้างข้อความ' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
    await page.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
    await page.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
    await page.waitForURL((url) => url.searchParams.has('id'));
    const originalId = idIn(page);

    // Its detail offers the copy, which opens a new broadcast's form prefilled from it.
    await page.goto(consoleUrl(`/broadcast/detail?id=${originalId}`));
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('button', { name: 'คัดลอกเป็นบรอดแคสต์ใหม่' }).click();
    await page.waitForURL((url) => url.searchParams.get('copy') === String(originalId));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    const copyTitle = `สำเนา ${title}`;
    const titleField = page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ });
    await page.waitForFunction(
      ([label, expected]) =>
        [...document.querySelectorAll('input')].some(
          (input) => input.labels?.[0]?.textContent?.startsWith(label) && input.value === expected,
        ),
      ['ชื่อบรอดแคสต์', copyTitle] as const,
    );
    await page.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
    expect(await titleField.inputValue()).toBe(copyTitle);

    // Saved, it is a new draft with the same messages; the original stays as it was.
    await page.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
    await page.waitForURL((url) => url.searchParams.has('id'));
    const copyId = idIn(page);
    expect(copyId).not.toBe(originalId);
    const [original, copy] = await Promise.all([
      broadcastOf(page, originalId),
      broadcastOf(page, copyId),
    ]);
    expect(copy).toMatchObject({
      title: copyTitle,
      status: 'DRAFT',
      target: original.target,
      segmentId: original.segmentId,
      messages: original.messages,
    });
    expect(original.title).toBe(title);

    // The list shows it as a draft.
    await page.goto(consoleUrl('/broadcast'));
    const search = page.getByRole('searchbox').or(page.getByPlaceholder(/ค้นหา/)).first();
    await search.fill(copyTitle);
    const row = page.getByRole('row').filter({ hasText: copyTitle });
    await row.getByText('ฉบับร่าง', { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
  }, 90_000);
});
