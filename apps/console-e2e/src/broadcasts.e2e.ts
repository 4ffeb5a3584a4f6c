import type { Page } from 'playwright-core';
import { API_PATHS, type BroadcastRecord, type SegmentRecord } from '@hbc/contracts';
import { addMessage, chooseJpeg } from './support/composer';
import { consoleUrl, openBrowser, sandboxUrl, type BrowserSession } from './support/browser';
import { settledCount } from './support/live-count';
import { signInAs, storedProfile } from './support/sign-in';
import { stackLogTail } from './support/stack-logs';
import { uniqueSuffix } from './support/unique-name';

const RECIPIENTS = /จำนวนผู้รับ ([\d,]+) คน/;

async function bearerOf(page: Page): Promise<string> {
  return (await storedProfile(page))?.access_token ?? '';
}

describe('broadcasts', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  // The send is paced at a few multicast calls a second (global set-up): room for a slow machine.
  it('an LV3 composes three messages, targets a segment, sends and watches it reach everyone; each recipient’s chat shows it; an LV2 only reads it', async () => {
    const lv3 = await openBrowser();
    sessions.push(lv3);
    const { page } = lv3;
    await signInAs(page, 'admin-lv3');
    await fetch(sandboxUrl('/sandbox/messaging/deliveries'), { method: 'DELETE' });

    // A segment of the unit to send to (made through the API; its screens have their own test).
    const segmentName = `ผู้หญิง ${uniqueSuffix()}`;
    const segmentResponse = await fetch(consoleUrl(API_PATHS.segment), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await bearerOf(page)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: segmentName,
        rules: { match: 'ALL', conditions: [{ kind: 'SEX', sexes: ['FEMALE'] }] },
      }),
    });
    const segment = ((await segmentResponse.json()) as { data: SegmentRecord }).data;
    expect(segment.cachedCount).toBeGreaterThan(0);

    const title = `เชิญฉีดวัคซีน ${uniqueSuffix()}`;
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(title);

    // Three messages: a text, a rich message with an uploaded image, a card with an uploaded image.
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const text = await addMessage(page, 'ข้อความ');
    await text.getByRole('textbox', { name: 'ข้อความ' }).fill('สวัสดีค่ะ\nขอเชิญรับวัคซีนไข้หวัดใหญ่ฟรี');
    const rich = await addMessage(page, 'ริชเมสเสจ');
    await chooseJpeg(rich, 1040, 1040);
    await rich.getByRole('textbox', { name: 'ลิงก์' }).fill('https://example.org/vaccine');
    const card = await addMessage(page, 'การ์ดเมสเสจ');
    await chooseJpeg(card, 600, 600);
    const preview = page.getByRole('list', { name: 'ตัวอย่างข้อความ' });
    await preview.getByRole('img', { name: 'ริชเมสเสจ' }).waitFor();
    await preview.getByRole('img', { name: 'รูปภาพการ์ดที่ 1' }).waitFor();
    await page
      .getByRole('dialog', { name: 'สร้างข้อความ' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
    await page.getByText('บันทึกข้อความแล้ว 3 ข้อความ').waitFor();

    // The segment as the target, with its live recipient count (after excluded CIDs).
    const count = page.getByRole('status', { name: 'จำนวนผู้รับ' });
    const wholeUnit = await settledCount(count, RECIPIENTS);
    await page.getByRole('radio', { name: 'กลุ่มเป้าหมาย' }).check();
    const picker = page.getByRole('combobox', { name: /^กลุ่มเป้าหมาย/ });
    await picker.fill(segmentName);
    await page.getByRole('option', { name: segmentName }).click();
    const recipients = await settledCount(count, RECIPIENTS, wholeUnit);
    expect(recipients).toBeLessThan(wholeUnit);

    // Send, confirmed with the count and the first message.
    await page.getByRole('button', { name: 'ส่งบรอดแคสต์' }).click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    await confirm.getByText(`จำนวนผู้รับ ${recipients.toLocaleString('en-US')} คน`).waitFor();
    await confirm.getByRole('button', { name: 'ส่งบรอดแคสต์' }).click();
    await page.waitForURL((url) => url.pathname === '/broadcast/detail');
    const id = Number(new URL(page.url()).searchParams.get('id'));

    // The progress bar moves to 100% without a reload; a send quicker than the page's first
    // event may show its end only (the bar shows while SENDING, then the sent status).
    await page
      .waitForFunction(
        () =>
          document.querySelector('[role="progressbar"][aria-valuenow="100"]') !== null ||
          [...document.querySelectorAll('.MuiChip-label')].some(
            (chip) => chip.textContent === 'ส่งแล้ว',
          ),
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        const record = await fetch(consoleUrl(API_PATHS.broadcastById(id)), {
          headers: { authorization: `Bearer ${await bearerOf(page)}` },
        }).then((response) => response.text());
        throw new Error(
          `the progress bar did not reach 100%: ${String(error)}\nthe broadcast now: ${record}\n` +
            `the API's log:\n${stackLogTail('api')}`,
        );
      });
    await page.getByText('ส่งแล้ว', { exact: true }).first().waitFor();

    // Every recipient got it once; one recipient's chat shows the three messages.
    const stats = (await (await fetch(sandboxUrl('/sandbox/messaging/stats'))).json()) as {
      users: number;
      duplicates: number;
    };
    expect(stats).toMatchObject({ users: recipients, duplicates: 0 });
    const chat = await openBrowser();
    sessions.push(chat);
    await chat.page.goto(sandboxUrl('/line/oa/chat'));
    await chat.page.locator('a[href*="userId="]').first().click();
    const bubbles = chat.page.locator('[data-message-type]');
    await bubbles.first().waitFor();
    expect(
      await bubbles.evaluateAll((all) => all.map((b) => b.getAttribute('data-message-type'))),
    ).toEqual(['text', 'imagemap', 'flex']);

    // An LV2 reads it, messages read-only, and may not send it.
    const lv2 = await openBrowser();
    sessions.push(lv2);
    await signInAs(lv2.page, 'admin-lv2');
    await lv2.page.goto(consoleUrl(`/broadcast/detail?id=${id}`));
    await lv2.page.getByText(title, { exact: true }).first().waitFor();
    await lv2.page.getByRole('button', { name: 'ดูข้อความ' }).waitFor();
    for (const action of ['แก้ไข', 'ยกเลิกการส่ง', 'ส่งซ้ำเฉพาะที่ล้มเหลว']) {
      expect(await lv2.page.getByRole('button', { name: action }).count()).toBe(0);
    }
    const refused = await fetch(consoleUrl(API_PATHS.broadcastSend(id)), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await bearerOf(lv2.page)}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(refused.status).toBe(403);
  }, 150_000);

  it('an LV3 schedules a broadcast and its detail shows the expected recipients the form counts; once cancelled, when and by whom', async () => {
    const lv3 = await openBrowser();
    sessions.push(lv3);
    const { page } = lv3;
    await signInAs(page, 'admin-lv3');
    const headers = {
      authorization: `Bearer ${await bearerOf(page)}`,
      'content-type': 'application/json',
    };

    // A draft to the whole unit (made through the API; the form's composing has its own test).
    const title = `นัดตรวจคัดกรอง ${uniqueSuffix()}`;
    const created = await fetch(consoleUrl(API_PATHS.broadcast), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title,
        messages: [{ type: 'text', text: 'ขอเชิญตรวจคัดกรอง' }],
        target: 'UNIT',
      }),
    });
    const { id } = ((await created.json()) as { data: BroadcastRecord }).data;

    // The form's live count of its target.
    await page.goto(consoleUrl(`/broadcast/form?id=${id}`));
    const formCount = await settledCount(
      page.getByRole('status', { name: 'จำนวนผู้รับ' }),
      RECIPIENTS,
    );
    expect(formCount).toBeGreaterThan(0);

    // Scheduled an hour ahead: no recipients yet, so the detail shows the same count, as expected.
    const scheduled = await fetch(consoleUrl(API_PATHS.broadcastSend(id)), {
      method: 'POST',
      headers,
      body: JSON.stringify({ scheduledAt: new Date(Date.now() + 3_600_000).toISOString() }),
    });
    expect(scheduled.status).toBe(200);
    await page.goto(consoleUrl(`/broadcast/detail?id=${id}`));
    await page.getByText('ตั้งเวลาส่ง', { exact: true }).first().waitFor();
    const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`);
    await fact('ผู้รับโดยประมาณ')
      .filter({ hasText: `${formCount.toLocaleString('en-US')} คน (นับ ณ ` })
      .waitFor();
    expect(await page.locator('dt:text-is("จำนวนผู้รับ")').count()).toBe(0);

    // Cancelled: when (Buddhist era) and by whom, not a finish time.
    await page.getByRole('button', { name: 'ยกเลิกการส่ง' }).click();
    await page
      .getByRole('dialog', { name: 'ยกเลิกการส่งบรอดแคสต์' })
      .getByRole('button', { name: 'ยกเลิกการส่ง' })
      .click();
    const profile = await storedProfile(page);
    const name = `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`;
    const cancelled = fact('ยกเลิกเมื่อ');
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toMatch(
      new RegExp(`^\\d{2}/\\d{2}/25\\d{2} \\d{2}:\\d{2} โดย ${name}$`),
    );
    expect(await page.locator('dt:text-is("ส่งเสร็จ")').count()).toBe(0);
  }, 90_000);
});
