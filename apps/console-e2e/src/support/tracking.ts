import type { Page } from 'playwright-core';
import { consoleUrl } from './browser';

/** Makes a tracking link on its own screen and waits for it in the list. */
export async function createTrackingLink(
  page: Page,
  name: string,
  destination: string,
): Promise<void> {
  await page.goto(consoleUrl('/tracking-url'));
  await page.getByRole('button', { name: 'สร้างลิงก์ติดตาม' }).first().click();
  await page.waitForURL((url) => url.pathname === '/tracking-url/form');
  await page.getByRole('textbox', { name: /^ชื่อลิงก์/ }).fill(name);
  await page.getByRole('textbox', { name: /^ลิงก์ปลายทาง/ }).fill(destination);
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await page.waitForURL((url) => url.pathname === '/tracking-url');
  await page.getByText(name).first().waitFor();
}

/**
 * Saves the one message in the open composer, sends the broadcast now, confirms, and waits on its
 * detail until every recipient has it. Answers the broadcast's id.
 */
export async function sendComposedBroadcast(page: Page): Promise<number> {
  await page
    .getByRole('dialog', { name: 'สร้างข้อความ' })
    .getByRole('button', { name: 'บันทึก' })
    .click();
  await page.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
  await page.getByRole('button', { name: 'ส่งบรอดแคสต์' }).click();
  await page
    .getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' })
    .getByRole('button', { name: 'ส่งบรอดแคสต์' })
    .click();
  await page.waitForURL((url) => url.pathname === '/broadcast/detail');
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.waitForFunction(
    () => document.querySelector('[role="progressbar"][aria-valuenow="100"]') !== null,
    undefined,
    { timeout: 90_000 },
  );
  return id;
}
