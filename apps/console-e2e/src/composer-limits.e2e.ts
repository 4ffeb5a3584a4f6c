import { addMessage, chooseJpeg, pasteInto } from './support/composer';
import { consoleUrl, openBrowser, sandboxUrl, type BrowserSession } from './support/browser';
import { identity, signInAs } from './support/sign-in';
import { uniqueSuffix } from './support/unique-name';

/** The sandbox's record of what LINE was asked to deliver to one user. */
interface Deliveries {
  deliveries: { messages: { type: string; altText?: string }[] }[];
}

/** The error colour the counter turns (the theme's error.main, as the browser computes it). */
const ERROR_RED = 'rgb(211, 47, 47)';

describe('composer limits', () => {
  let session: BrowserSession | undefined;
  afterAll(async () => {
    await session?.close();
  });

  it('keeps an over-limit paste whole, shows its red count and error and refuses to save; a rich message’s notification text reaches LINE', async () => {
    session = await openBrowser();
    const { page } = session;
    await signInAs(page, 'admin-lv3');
    await fetch(sandboxUrl('/sandbox/messaging/deliveries'), { method: 'DELETE' });

    const title = `ข้อความยาว ${uniqueSuffix()}`;
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(title);
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const dialog = page.getByRole('dialog', { name: 'สร้างข้อความ' });

    // A paste 10 characters over the 400 allowed: kept whole, counted in red, with the error.
    const text = await addMessage(page, 'ข้อความ');
    const field = text.getByRole('textbox', { name: 'ข้อความ' });
    const long = `${'ก'.repeat(400)}ท้ายข้อความ`;
    await pasteInto(field, long);
    expect(await field.inputValue()).toBe(long);
    const counter = text.getByText(`${long.length}/400`, { exact: true });
    await counter.waitFor();
    expect(await counter.evaluate((node) => getComputedStyle(node).color)).toBe(ERROR_RED);
    await text.getByText('ข้อความต้องไม่เกิน 400 ตัวอักษร', { exact: true }).waitFor();

    // Save is refused: the warning list names the text, the composer stays open with the text.
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await dialog
      .getByRole('alert')
      .getByText('ข้อความที่ 1 (ข้อความ): ข้อความต้องไม่เกิน 400 ตัวอักษร')
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await field.inputValue()).toBe(long);

    // Shortened, and a rich message with its own notification text: saved.
    await field.fill('สวัสดีค่ะ');
    const rich = await addMessage(page, 'ริชเมสเสจ');
    await chooseJpeg(rich, 1040, 1040);
    await rich.getByRole('textbox', { name: 'ลิงก์' }).fill('https://example.org/vaccine');
    const altText = 'เชิญรับวัคซีนไข้หวัดใหญ่ฟรี';
    const alt = rich.getByRole('textbox', { name: 'ข้อความแจ้งเตือน' });
    await alt.fill(altText);
    const preview = page.getByRole('list', { name: 'ตัวอย่างข้อความ' });
    await preview.getByRole('img', { name: altText }).waitFor();
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('บันทึกข้อความแล้ว 2 ข้อความ').waitFor();

    // A test-send to the staff member's own LINE: the sandbox receives the notification text.
    await page.getByRole('button', { name: 'ส่งทดสอบ', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'ส่งทดสอบ' })
      .getByRole('button', { name: 'ส่งทดสอบถึง 1 คน: บัญชี LINE ของฉัน' })
      .click();
    await page.getByText(/^ส่งทดสอบถึง .+ แล้ว$/).waitFor();
    const own = identity('admin-lv3').line?.userId ?? '';
    const received = (await (
      await fetch(sandboxUrl(`/sandbox/messaging/deliveries?userId=${encodeURIComponent(own)}`))
    ).json()) as Deliveries;
    expect(received.deliveries).toHaveLength(1);
    expect(received.deliveries[0]?.messages.map((m) => [m.type, m.altText])).toEqual([
      ['text', undefined],
      ['imagemap', altText],
    ]);
  }, 120_000);
});
