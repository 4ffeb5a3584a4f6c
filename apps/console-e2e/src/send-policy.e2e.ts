import type { Page } from 'playwright-core';
import { API_PATHS, type SendPolicy } from '@hbc/contracts';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { addMessage } from './support/composer';
import { clearDeliveries, deliveredUsers } from './support/sandbox-messaging';
import { signInAs, storedProfile } from './support/sign-in';

const HOUR = 3_600_000;

/** 'HH:00' in Bangkok, `hoursAhead` hours from now: a window that is closed now. */
function bangkokHour(hoursAhead: number): string {
  const at = new Date(Date.now() + (hoursAhead + 7) * HOUR);
  return `${String(at.getUTCHours()).padStart(2, '0')}:00`;
}

describe('the send policy', () => {
  const sessions: BrowserSession[] = [];
  let superAdmin: Page | undefined;

  /** Sets the policy through the API as the signed-in Super Admin. */
  async function putPolicy(policy: SendPolicy): Promise<void> {
    if (!superAdmin) return;
    const token = (await storedProfile(superAdmin))?.access_token ?? '';
    const response = await fetch(consoleUrl(API_PATHS.sendPolicy), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(policy),
    });
    expect(response.status).toBe(200);
  }

  afterAll(async () => {
    // The other tests of this worker's stack send at any hour.
    await putPolicy({ sendWindow: null, frequencyCap: null });
    await Promise.all(sessions.map((session) => session.close()));
  });

  async function signedIn(identity: string): Promise<Page> {
    const session = await openBrowser();
    sessions.push(session);
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(session.page, identity);
    return session.page;
  }

  it('the Super Admin sets a window; a send outside it waits for the opening, nothing sent, and can be cancelled', async () => {
    superAdmin = await signedIn('super-admin');
    await superAdmin.goto(consoleUrl('/setting/send-policy'));
    await superAdmin.getByRole('heading', { level: 1, name: 'นโยบายการส่ง' }).waitFor();
    await superAdmin.getByText('ไม่จำกัดช่วงเวลาส่ง: บรอดแคสต์ส่งได้ทุกเวลา').waitFor();
    await superAdmin.getByRole('switch', { name: 'จำกัดช่วงเวลาส่ง' }).check();
    const [start, end] = [bangkokHour(2), bangkokHour(3)];
    await superAdmin.getByRole('textbox', { name: /^เวลาเริ่มส่ง/ }).fill(start);
    await superAdmin.getByRole('textbox', { name: /^เวลาสิ้นสุด/ }).fill(end);
    await superAdmin.getByText(`ส่งบรอดแคสต์ได้เฉพาะเวลา ${start}–${end} น.`).waitFor();
    // A malformed time is refused at its field before anything is saved.
    await superAdmin.getByRole('textbox', { name: /^เวลาสิ้นสุด/ }).fill('25:00');
    await superAdmin.getByRole('button', { name: 'บันทึก' }).click();
    await superAdmin.getByText('รูปแบบเวลาไม่ถูกต้อง (ชั่วโมง:นาที เช่น 08:00)').waitFor();
    await superAdmin.getByRole('textbox', { name: /^เวลาสิ้นสุด/ }).fill(end);
    await superAdmin.getByRole('button', { name: 'บันทึก' }).click();
    await superAdmin.getByRole('alert').filter({ hasText: 'บันทึกนโยบายการส่งแล้ว' }).waitFor();
    await expectNoAxeViolations(superAdmin, '/setting/send-policy');

    await clearDeliveries();
    const maker = await signedIn('admin-lv3');
    await maker.goto(consoleUrl('/broadcast/form'));
    await maker.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await maker.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill('นอกช่วงเวลาส่ง');
    await maker.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const message = await addMessage(maker, 'ข้อความ');
    await message.getByRole('textbox', { name: 'ข้อความ' }).fill('ขอเชิญรับวัคซีนพรุ่งนี้');
    await maker
      .getByRole('dialog', { name: 'สร้างข้อความ' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
    await maker.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
    const outside = new RegExp(`^อยู่นอกช่วงเวลาส่ง ${start}–${end} น.: จะเริ่มส่งจริงเวลา ${start} น.`);
    await maker.getByText(outside).first().waitFor();

    await maker.getByRole('button', { name: 'ส่งบรอดแคสต์' }).click();
    const confirm = maker.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    await confirm.getByText(outside).waitFor();
    await confirm.getByRole('button', { name: 'ส่งบรอดแคสต์' }).click();
    await maker.waitForURL((url) => url.pathname === '/broadcast/detail');
    await maker
      .getByText(new RegExp(`^อยู่นอกช่วงเวลาส่ง: การส่งหยุดพักและจะส่งต่อเวลา ${start} น. วันที่ `))
      .waitFor();
    expect(await deliveredUsers()).toBe(0);

    await maker.getByRole('button', { name: 'ยกเลิกการส่ง' }).click();
    await maker
      .getByRole('dialog', { name: 'ยกเลิกการส่งบรอดแคสต์' })
      .getByRole('button', { name: 'ยกเลิกการส่ง' })
      .click();
    await maker.locator('dt:text-is("ยกเลิกเมื่อ")').waitFor();
    await expect(maker.getByText(/^อยู่นอกช่วงเวลาส่ง: การส่งหยุดพัก/).count()).resolves.toBe(0);
    expect(await deliveredUsers()).toBe(0);
  });
});
