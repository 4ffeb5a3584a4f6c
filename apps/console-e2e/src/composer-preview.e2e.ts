import type { Locator } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { addMessage } from './support/composer';
import { expectNoSidewaysScroll } from './support/sideways';
import { signInAs } from './support/sign-in';

/** LINE's dark chat room, as the browser computes the preview's background. */
const DARK_CHAT = 'rgb(34, 38, 42)';
const LIGHT_CHAT = 'rgb(140, 171, 217)';

/** A desktop and a phone, each with a screen height of its kind. */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * Whether the element can be seen in the window as it is scrolled now: inside the window and
 * not clipped away by a panel that scrolls (the point at its middle hits it).
 */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 10);
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

describe.each(SCREENS)('the live preview at $width px', ({ width, height }) => {
  let session: BrowserSession | undefined;
  afterAll(async () => {
    await session?.close();
  });

  it('shows what is typed in a phone-sized chat before saving, light and dark, axe clean and without sideways scroll', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.setViewportSize({ width, height });
    await signInAs(page, 'admin-lv3');
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const dialog = page.getByRole('dialog', { name: 'สร้างข้อความ' });

    // A text first, then two tall messages: the text's field is far above the end of the list.
    const text = await addMessage(page, 'ข้อความ');
    await (await addMessage(page, 'การ์ดเมสเสจ')).waitFor();
    await (await addMessage(page, 'ริชเมสเสจ')).waitFor();

    const toggle = dialog.getByRole('button', { name: 'ตัวอย่าง', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const preview = dialog.getByRole('list', { name: 'ตัวอย่างข้อความ' });
    await preview.waitFor();

    const field = text.getByRole('textbox', { name: 'ข้อความ' });
    await field.click();
    const typed = 'นัดฉีดวัคซีนวันจันทร์';
    await page.keyboard.type(typed);
    const bubble = preview.getByText(typed, { exact: true });
    await bubble.waitFor();

    // While typing, the field and the bubble are both in sight: the preview stays beside or below.
    expect(await inView(field)).toBe(true);
    expect(await inView(bubble)).toBe(true);
    const frame = await preview.boundingBox();
    const fieldBox = await field.boundingBox();
    if (!frame || !fieldBox) throw new Error('the field or the preview has no box');
    expect(frame.width).toBeLessThanOrEqual(360);
    if (width >= 1280) expect(frame.x).toBeGreaterThanOrEqual(fieldBox.x + fieldBox.width);
    else expect(frame.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);

    const where = `the composer's live preview at ${width} px`;
    const background = () => preview.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background()).toBe(LIGHT_CHAT);
    await expectNoAxeViolations(page, `${where}, light`, '[role="dialog"]');
    await expectNoSidewaysScroll(page, `${where}, light`);

    const dark = dialog.getByRole('switch', { name: 'โหมดมืด' });
    await dark.click();
    await dialog.locator('[data-chat-scheme="dark"]').waitFor();
    expect(await dark.isChecked()).toBe(true);
    expect(await background()).toBe(DARK_CHAT);
    expect(await bubble.isVisible()).toBe(true);
    await expectNoAxeViolations(page, `${where}, dark`, '[role="dialog"]');
    await expectNoSidewaysScroll(page, `${where}, dark`);

    // Nothing was saved: the composer is still open with the typed text.
    expect(await field.inputValue()).toBe(typed);
    expect(await dialog.isVisible()).toBe(true);
  }, 120_000);
});
