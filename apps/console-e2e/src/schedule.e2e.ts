import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { addMessage } from './support/composer';
import { signInAs } from './support/sign-in';
import { uniqueSuffix } from './support/unique-name';

const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_MS = 7 * 60 * 60 * 1000;

/** The Bangkok day `days` after today, as staff type it: day, month, Buddhist year. */
function bangkokDayAhead(days: number): { day: string; month: string; year: string } {
  const at = new Date(Date.now() + BANGKOK_MS + days * DAY_MS);
  return {
    day: String(at.getUTCDate()).padStart(2, '0'),
    month: String(at.getUTCMonth() + 1).padStart(2, '0'),
    year: String(at.getUTCFullYear() + 543),
  };
}

describe('scheduling a broadcast', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it('an LV3 types the day section by section, is told at once when the day is left empty, and schedules the broadcast for that day', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await signInAs(page, 'admin-lv3');
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(`นัดตรวจ ${uniqueSuffix()}`);
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const text = await addMessage(page, 'ข้อความ');
    await text.getByRole('textbox', { name: 'ข้อความ' }).fill('ขอเชิญตรวจสุขภาพประจำปี');
    await page
      .getByRole('dialog', { name: 'สร้างข้อความ' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
    await page.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();

    await page.getByRole('radio', { name: 'ตั้งเวลาส่ง' }).check();
    const field = page.getByRole('group', { name: 'วันที่ส่ง' });
    const daySection = field.getByRole('spinbutton', { name: 'วัน' });

    // Left empty: the field says so before anything is pressed.
    await daySection.click();
    await page.keyboard.press('Tab');
    await page.getByText('กรุณาเลือกวันและเวลาที่จะส่ง', { exact: true }).waitFor();

    // Typed as people type it, a space after each section once the field shows it.
    const { day, month, year } = bangkokDayAhead(2);
    const shows = (name: string, value: string) =>
      field
        .getByRole('spinbutton', { name })
        .and(page.locator(`[aria-valuenow="${Number(value)}"]`))
        .waitFor();
    await daySection.click();
    await page.keyboard.type(day, { delay: 120 });
    await shows('วัน', day);
    await page.keyboard.type(` ${month}`, { delay: 120 });
    await shows('เดือน', month);
    // The year slower, as many type it: a part-typed year (0002) is refused after the 300 ms
    // pause, just as the next digit comes, and the field keeps what was typed.
    await page.keyboard.type(` ${year}`, { delay: 300 });
    await shows('ปี', year);
    await shows('เดือน', month);
    await page.getByLabel('เวลาส่ง (เวลาประเทศไทย)').fill('10:00');
    expect(await page.getByText('กรุณาเลือกวันและเวลาที่จะส่ง', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'ตั้งเวลาส่ง' }).click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการตั้งเวลาส่ง' });
    await confirm.getByRole('button', { name: 'ตั้งเวลาส่ง' }).click();
    await page.waitForURL((url) => url.pathname === '/broadcast/detail');
    await page.getByText(`${day}/${month}/${year} 10:00`, { exact: true }).first().waitFor();
  }, 90_000);
});
