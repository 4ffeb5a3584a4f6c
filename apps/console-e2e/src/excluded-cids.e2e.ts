import type { Page } from 'playwright-core';
import { ACTIVITY_ACTION, cidCheckDigit, formatCid, maskCid } from '@hbc/contracts';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { shown, signInAs, toastText } from './support/sign-in';

/** A valid CID for `n`: 3 followed by `n`, then its check digit (apart from any demo data's). */
function cid(n: number): string {
  const twelve = `3${String(n).padStart(11, '0')}`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}
/** Types a full CID into the list's search box and waits until the list is its one row. */
async function searchFor(page: Page, value: string): Promise<void> {
  const search = page.getByRole('searchbox').or(page.getByPlaceholder(/ค้นหา/)).first();
  await search.fill(formatCid(value));
  await shown(page, '1–1 จาก 1');
  await shown(page, maskCid(value), page.getByRole('grid'));
}

describe('excluded citizen IDs', () => {
  let admin: BrowserSession;
  afterAll(() => admin?.close());

  it('Super Admin imports a file, finds a CID, reveals it (logged) and deletes it', async () => {
    admin = await openBrowser();
    const { page } = admin;
    await signInAs(page, 'super-admin');
    const [first, second, third] = [cid(424_242_001), cid(424_242_002), cid(424_242_003)];
    const badCheckDigit = `${first.slice(0, 12)}${(Number(first[12]) + 1) % 10}`;
    const file = [
      'เลขประจำตัวประชาชน,เหตุผล',
      `${first},ขอไม่รับข่าวสาร`,
      `${formatCid(second)},`,
      third,
      badCheckDigit,
      first,
      '',
    ].join('\r\n');

    // The file, checked before anything is excluded.
    await page.goto(consoleUrl('/setting/exclude-cid/form?tab=import'));
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'รายชื่อจำกัดการส่ง.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${file}`, 'utf8'),
      });
    await page.getByRole('textbox', { name: /^เหตุผล/ }).fill('ผู้ป่วยขอไม่รับข่าวสาร');
    await page.getByRole('button', { name: 'ตรวจสอบไฟล์' }).click();
    await shown(page, 'รายการที่นำเข้าไม่ได้ (2)');
    await shown(page, maskCid(badCheckDigit));
    const confirm = page.getByRole('button', { name: 'ยืนยันนำเข้า 3 รายการ' });
    await confirm.click();
    expect(await toastText(page)).toContain('นำเข้า 3 รายการแล้ว');
    await page.waitForURL((url) => url.pathname === '/setting/exclude-cid');

    // Found by the full number, shown masked; revealed only on request.
    await searchFor(page, second);
    expect(await page.getByRole('grid').textContent()).not.toContain(second);
    await page.getByRole('button', { name: 'ดูเลขเต็ม' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'ดูเลขเต็ม' }).click();
    await shown(page, formatCid(second), dialog);
    await dialog.getByRole('button', { name: 'ปิด' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The reveal is in the activity log.
    await page.goto(consoleUrl('/setting/activity-log'));
    await shown(page, ACTIVITY_ACTION.reveal, page.getByRole('grid'));

    // Deleted after confirming.
    await page.goto(consoleUrl('/setting/exclude-cid'));
    await searchFor(page, second);
    await page.getByRole('button', { name: 'ลบ' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'ลบ' }).click();
    expect(await toastText(page)).toContain('ลบ CID ออกจากรายการแล้ว');
    await page.getByRole('grid').getByText(maskCid(second)).waitFor({ state: 'detached' });
  }, 120_000);
});
