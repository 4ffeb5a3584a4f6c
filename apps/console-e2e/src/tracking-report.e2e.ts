import { addMessage, chooseJpeg } from './support/composer';
import { consoleUrl, openBrowser, sandboxUrl, type BrowserSession } from './support/browser';
import { signInAs } from './support/sign-in';
import { createTrackingLink, sendComposedBroadcast } from './support/tracking';
import { uniqueSuffix } from './support/unique-name';

const LINE_APP_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 Line/14.19.1/IAB';

describe('tracking links, the report and the dashboard', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it('an LV3 makes a tracking link and sends it in a card; a citizen taps it in the chat; LV1 reads the click in the report; Super Admin sees the totals', async () => {
    const lv3 = await openBrowser();
    sessions.push(lv3);
    const { page } = lv3;
    await signInAs(page, 'admin-lv3');
    await fetch(sandboxUrl('/sandbox/messaging/deliveries'), { method: 'DELETE' });

    // The link, made on its own screen.
    const linkName = `ลิงก์วัคซีน ${uniqueSuffix()}`;
    const destination = consoleUrl('/api/health');
    await createTrackingLink(page, linkName, destination);

    // A broadcast whose card's button uses it, picked from the composer.
    const title = `ชวนฉีดวัคซีน ${uniqueSuffix()}`;
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(title);
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const card = await addMessage(page, 'การ์ดเมสเสจ');
    await chooseJpeg(card, 600, 600);
    await card.getByRole('checkbox', { name: 'เพิ่มปุ่ม' }).check();
    await card.getByRole('textbox', { name: 'ข้อความปุ่ม' }).fill('ลงทะเบียน');
    await card.getByRole('button', { name: 'ใช้ลิงก์ติดตาม' }).click();
    const picker = page.getByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
    await picker.getByRole('searchbox', { name: 'ค้นหาลิงก์ติดตาม' }).fill(linkName);
    await picker.getByRole('button', { name: new RegExp(linkName) }).click();
    await card.getByText(`ลิงก์ติดตาม: ${linkName}`).waitFor();
    const id = await sendComposedBroadcast(page);

    // A recipient's chat: the card's button carries the broadcast; tapping it lands on the destination.
    // A phone's LINE app: headless Chromium's own user agent is a robot's, never counted.
    const chat = await openBrowser({ userAgent: LINE_APP_ON_ANDROID });
    sessions.push(chat);
    await chat.page.goto(sandboxUrl('/line/oa/chat'));
    await chat.page.locator('a[href*="userId="]').first().click();
    const button = chat.page.locator('a.card-button').first();
    expect(await button.getAttribute('href')).toMatch(new RegExp(`/t/[A-Za-z0-9_-]+\\?b=${id}$`));
    // A script fetching the same link is kept apart, never a click.
    const script = await fetch(
      new URL((await button.getAttribute('href')) ?? '', chat.page.url()),
      {
        redirect: 'manual',
        headers: { 'user-agent': 'node' },
      },
    );
    expect(script.status).toBe(302);
    await button.click();
    await chat.page.waitForURL(destination);

    // LV1 reads the click in the report: refreshed until the click rollup (queued by the click,
    // and every minute while the broadcast is in its first hour) has counted it, within a minute.
    const tappedAt = Date.now();
    const lv1 = await openBrowser();
    sessions.push(lv1);
    await signInAs(lv1.page, 'admin-lv1');
    const report = lv1.page.getByRole('dialog');
    await lv1.page.goto(consoleUrl(`/report?id=${id}`));
    await report.getByText(title).first().waitFor();
    const links = report.getByRole('table', { name: 'ลิงก์ติดตามในบรอดแคสต์' });
    const row = links.getByRole('row', { name: new RegExp(linkName) });
    // Its cells after the name: short link, destination, clicks.
    const clicked = row
      .locator('td')
      .nth(2)
      .filter({ hasText: /^\s*1\s*$/ });
    // The reasons visits were not counted: the script's among them.
    const scripted = report
      .getByRole('table', { name: 'การเข้าชมที่ไม่นับเป็นคลิก' })
      .getByRole('row', { name: /โปรแกรมอัตโนมัติ/ })
      .locator('td')
      .last()
      .filter({ hasText: /^\s*1\s*$/ });
    const shows = async (locator: typeof clicked) =>
      locator.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      );
    for (;;) {
      if ((await shows(clicked)) && (await shows(scripted))) break;
      if (Date.now() - tappedAt > 60_000) {
        throw new Error('the click and the script visit did not reach the report within a minute');
      }
      const answered = lv1.page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' &&
          new URL(response.url()).pathname === `/api/report/${id}`,
      );
      await report.getByRole('button', { name: 'รีเฟรช' }).click();
      await answered;
    }
    // The clicks say when they were computed, in the Buddhist era.
    await report.getByText(/^คลิก ณ \d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}$/).waitFor();

    // Super Admin's dashboard counts the broadcast and the click this month.
    const admin = await openBrowser();
    sessions.push(admin);
    await signInAs(admin.page, 'super-admin');
    await admin.page.goto(consoleUrl('/dashboard'));
    const top = admin.page.getByRole('table', { name: 'บรอดแคสต์ที่มีการคลิกมากที่สุด' });
    await top.getByRole('row', { name: new RegExp(title) }).waitFor();

    // Its report list at 1280 px, with every unit's column, shows every column whole.
    await admin.page.setViewportSize({ width: 1280, height: 900 });
    await admin.page.goto(consoleUrl('/report'));
    const grid = admin.page.getByRole('grid');
    await grid.getByRole('row', { name: new RegExp(title) }).waitFor();
    const gridBox = await grid.boundingBox();
    for (const name of ['คลิก (อัตรา)', 'เปิดอ่าน']) {
      const header = await grid.getByRole('columnheader', { name, exact: true }).boundingBox();
      expect(header && gridBox && header.x + header.width <= gridBox.x + gridBox.width).toBe(true);
    }
  }, 240_000);
});
