import { addMessage } from './support/composer';
import { consoleUrl, openBrowser, sandboxUrl, type BrowserSession } from './support/browser';
import { signInAs } from './support/sign-in';
import { createTrackingLink, sendComposedBroadcast } from './support/tracking';
import { uniqueSuffix } from './support/unique-name';

const LINE_APP_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 Safari Line/14.3.0';

describe('a tracking link inside a text message', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it('an LV3 sends a text carrying a tracking link; the chat’s link carries the broadcast; LV1 reads its click in the broadcast’s report', async () => {
    const lv3 = await openBrowser();
    sessions.push(lv3);
    const { page } = lv3;
    await signInAs(page, 'admin-lv3');
    await fetch(sandboxUrl('/sandbox/messaging/deliveries'), { method: 'DELETE' });

    const linkName = `ลิงก์ในข้อความ ${uniqueSuffix()}`;
    await createTrackingLink(page, linkName, consoleUrl('/api/health'));
    const shortUrl = await page
      .getByRole('row', { name: new RegExp(linkName) })
      .locator('[title*="/t/"]')
      .first()
      .getAttribute('title');
    if (!shortUrl) throw new Error('the new link’s short link is not in the list');

    // A text whose link sits inside Thai text, followed by punctuation.
    const title = `ข้อความมีลิงก์ ${uniqueSuffix()}`;
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(title);
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const text = await addMessage(page, 'ข้อความ');
    await text.getByRole('textbox', { name: 'ข้อความ' }).fill(`ลงทะเบียนรับวัคซีนที่ ${shortUrl}, ด่วนค่ะ`);
    const id = await sendComposedBroadcast(page);

    // A recipient's chat: the text's link carries the broadcast; tapping it is a click.
    const chat = await openBrowser({ userAgent: LINE_APP_ON_IPHONE });
    sessions.push(chat);
    await chat.page.goto(sandboxUrl('/line/oa/chat'));
    await chat.page.locator('a[href*="userId="]').first().click();
    const link = chat.page.locator('[data-message-type="text"] a.text-link').first();
    expect(await link.getAttribute('href')).toBe(`${shortUrl}?b=${id}`);
    expect(await chat.page.locator('[data-message-type="text"]').first().textContent()).toContain(
      `${shortUrl}?b=${id}, ด่วนค่ะ`,
    );
    await link.click();
    await chat.page.waitForURL(consoleUrl('/api/health'));

    // LV1 reads it in the broadcast's report (the rollup follows the click within seconds).
    const lv1 = await openBrowser();
    sessions.push(lv1);
    await signInAs(lv1.page, 'admin-lv1');
    const report = lv1.page.getByRole('dialog');
    for (let attempt = 0; ; attempt += 1) {
      await lv1.page.goto(consoleUrl(`/report?id=${id}`));
      await report.getByText(title).first().waitFor();
      const row = report
        .getByRole('table', { name: 'ลิงก์ติดตามในบรอดแคสต์' })
        .getByRole('row', { name: new RegExp(linkName) });
      // Its cells after the name: short link, destination, clicks.
      if ((await row.count()) > 0 && (await row.locator('td').nth(2).textContent())?.trim() === '1')
        break;
      if (attempt > 20) throw new Error('the text link’s click did not reach the report');
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }, 240_000);
});
