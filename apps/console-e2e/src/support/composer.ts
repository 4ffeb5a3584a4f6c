import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** Chooses a real JPEG of the given size, one flat colour, in the message's first file input. */
export async function chooseJpeg(message: Locator, width: number, height: number): Promise<void> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#1b8a4b' } })
    .jpeg()
    .toBuffer();
  await message
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: `${width}x${height}.jpg`, mimeType: 'image/jpeg', buffer });
}

/**
 * Adds a message of `format` in the open composer from its format menu: a list beside the messages
 * on wide screens, a 'เพิ่มข้อความ' button opening a menu on narrow ones. Answers the message's region.
 */
export async function addMessage(page: Page, format: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'สร้างข้อความ' });
  const before = await dialog.getByRole('region', { name: /^ข้อความที่ \d+: / }).count();
  const sideList = dialog.getByRole('list', { name: 'รูปแบบข้อความ' });
  const menuButton = dialog.getByRole('button', { name: 'เพิ่มข้อความ', exact: true });
  await sideList.or(menuButton).first().waitFor();
  if (await sideList.isVisible()) {
    await sideList.getByRole('button', { name: format, exact: true }).click();
  } else {
    await menuButton.click();
    await page
      .getByRole('menu', { name: 'รูปแบบข้อความ' })
      .getByRole('menuitem', { name: format, exact: true })
      .click();
  }
  return dialog.getByRole('region', { name: `ข้อความที่ ${before + 1}: ${format}` });
}

/** Pastes `text` into a field as one insertion, as a paste does (a `maxlength` would cut it). */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.page().keyboard.insertText(text);
}
