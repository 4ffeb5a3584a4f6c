import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { addMessage } from './support/composer';
import { clearDeliveries, deliveredUsers } from './support/sandbox-messaging';
import { signInAs } from './support/sign-in';
import { uniqueSuffix } from './support/unique-name';

/** A toast containing `text` (the page's other alerts, such as the approval notice, aside). */
async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).last().waitFor();
}

describe('two-person approval of large and urgent sends', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });
  beforeEach(async () => {
    await clearDeliveries();
  });

  async function signedIn(identity: string): Promise<Page> {
    const session = await openBrowser();
    sessions.push(session);
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(session.page, identity);
    return session.page;
  }

  /** LV3 composes a one-text broadcast to the whole unit, urgent when a reason is given. */
  async function compose(page: Page, title: string, urgentReason?: string): Promise<void> {
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(title);
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const message = await addMessage(page, 'ข้อความ');
    await message.getByRole('textbox', { name: 'ข้อความ' }).fill(`${title}: ขอเชิญรับวัคซีน`);
    await page
      .getByRole('dialog', { name: 'สร้างข้อความ' })
      .getByRole('button', { name: 'บันทึก' })
      .click();
    await page.getByText('บันทึกข้อความแล้ว 1 ข้อความ').waitFor();
    if (urgentReason) {
      await page.getByRole('switch', { name: 'ส่งแบบเร่งด่วน' }).check();
      await page.getByRole('textbox', { name: /^เหตุผลที่เร่งด่วน/ }).fill(urgentReason);
    }
  }

  /** The maker sends; the send waits for approval. Answers the broadcast's id. */
  async function sendForApproval(page: Page, confirmLabel: string): Promise<number> {
    await page.getByRole('button', { name: 'ส่งบรอดแคสต์' }).click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    await confirm.getByRole('button', { name: confirmLabel }).click();
    await toast(page, 'ส่งคำขออนุมัติแล้ว บรอดแคสต์จะเริ่มส่งเมื่อได้รับการอนุมัติ');
    await page.waitForURL((url) => url.pathname === '/broadcast/detail');
    await page.getByText('รออนุมัติจาก Admin LV1 ของหน่วยบริการ หรือ Super Admin').waitFor();
    return Number(new URL(page.url()).searchParams.get('id'));
  }

  /** The approver opens the broadcast from their queue; its message shows as it will go. */
  async function review(page: Page, title: string, composedAs = title): Promise<void> {
    await page.goto(consoleUrl('/broadcast/approval'));
    await page.getByRole('heading', { level: 1, name: 'บรอดแคสต์รออนุมัติ' }).waitFor();
    await page.getByRole('row').filter({ hasText: title }).first().click();
    await page.waitForURL((url) => url.pathname === '/broadcast/approval/review');
    await page.getByRole('heading', { level: 1, name: 'ตรวจบรอดแคสต์ก่อนอนุมัติ' }).waitFor();
    await page.getByText(`${composedAs}: ขอเชิญรับวัคซีน`).first().waitFor();
  }

  async function approve(page: Page, title: string): Promise<void> {
    await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'อนุมัติการส่งบรอดแคสต์' });
    await dialog
      .getByText(new RegExp(`อนุมัติให้ส่ง ${title.replace(/[()]/g, '\\$&')} ถึงผู้รับ [0-9,]+ คน`))
      .waitFor();
    await dialog.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await toast(page, `อนุมัติ ${title} แล้ว`);
    await page.waitForURL((url) => url.pathname === '/broadcast/approval');
  }

  it('an urgent send waits for LV1 of its unit, nothing reaching LINE before; approved, it is sent', async () => {
    const title = `เร่งด่วน ${uniqueSuffix()}`;
    const maker = await signedIn('admin-lv3');
    await compose(maker, title, 'พบผู้ป่วยไข้เลือดออกในพื้นที่');
    const id = await sendForApproval(maker, 'ส่งขออนุมัติ');
    await maker.getByText('รออนุมัติ', { exact: true }).first().waitFor();
    expect(await deliveredUsers()).toBe(0);

    const approver = await signedIn('admin-lv1');
    await approver.getByRole('link', { name: /^บรอดแคสต์รออนุมัติ\s*[1-9]/ }).waitFor();
    await review(approver, title);
    await approver.getByText('จำนวนผู้รับขณะนี้').waitFor();
    await approver.getByText('โควตาข้อความคงเหลือหลังส่ง').waitFor();
    await expectNoAxeViolations(approver, '/broadcast/approval/review');
    await approve(approver, title);

    await maker.goto(consoleUrl(`/broadcast/detail?id=${id}`));
    // The maker is told of the decision on their next page.
    await toast(maker, `อนุมัติบรอดแคสต์ "${title}" แล้ว`);
    await maker.getByText('อนุมัติแล้ว', { exact: true }).first().waitFor();
    await maker.getByText('ส่งแล้ว', { exact: true }).first().waitFor({ timeout: 60_000 });
    expect(await deliveredUsers()).toBeGreaterThan(0);
  }, 240_000);

  it('a large send waits; rejected with a reason it returns to the maker, who edits it, and a Super Admin approves', async () => {
    const title = `ใหญ่ ${uniqueSuffix()}`;
    // The Super Admin lowers the threshold under the demo unit's followers.
    const admin = await signedIn('super-admin');
    const setThreshold = async (value: string) => {
      await admin.goto(consoleUrl('/setting/approval'));
      const field = admin.getByRole('textbox', {
        name: /^จำนวนผู้รับที่ต้องได้รับการอนุมัติก่อนส่ง/,
      });
      await field.fill(value);
      await admin.getByRole('button', { name: 'บันทึก', exact: true }).click();
      await toast(admin, 'บันทึกเกณฑ์การอนุมัติแล้ว');
      await admin.reload();
      await admin
        .getByRole('textbox', { name: /^จำนวนผู้รับที่ต้องได้รับการอนุมัติก่อนส่ง/ })
        .and(admin.locator(`[value="${value}"]`))
        .waitFor();
    };
    await setThreshold('100');
    try {
      const maker = await signedIn('admin-lv3');
      await compose(maker, title);
      const id = await sendForApproval(maker, 'ส่งบรอดแคสต์');

      const approver = await signedIn('admin-lv1');
      await review(approver, title);
      await approver.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
      const reject = approver.getByRole('dialog', { name: 'ไม่อนุมัติบรอดแคสต์' });
      await reject.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
      await reject.getByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ').waitFor();
      await reject.getByRole('textbox', { name: /^เหตุผลที่ไม่อนุมัติ/ }).fill('ข้อความยังไม่ระบุสถานที่ฉีดวัคซีน');
      await reject.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
      await toast(approver, `ไม่อนุมัติ ${title} แล้ว`);
      expect(await deliveredUsers()).toBe(0);

      await maker.goto(consoleUrl(`/broadcast/detail?id=${id}`));
      await toast(maker, `ไม่อนุมัติบรอดแคสต์ "${title}" เหตุผล: ข้อความยังไม่ระบุสถานที่ฉีดวัคซีน`);
      await maker.getByText('ฉบับร่าง', { exact: true }).first().waitFor();
      await maker.getByText('เหตุผล: ข้อความยังไม่ระบุสถานที่ฉีดวัคซีน').first().waitFor();
      await maker.getByRole('button', { name: 'แก้ไข', exact: true }).click();
      await maker.getByRole('heading', { level: 1 }).waitFor();
      await maker.getByText('เหตุผล: ข้อความยังไม่ระบุสถานที่ฉีดวัคซีน').first().waitFor();
      await maker.getByRole('textbox', { name: /^ชื่อบรอดแคสต์/ }).fill(`${title} (แก้ไข)`);
      await sendForApproval(maker, 'ส่งบรอดแคสต์');

      await review(admin, `${title} (แก้ไข)`, title);
      await approve(admin, `${title} (แก้ไข)`);
      await maker.goto(consoleUrl(`/broadcast/detail?id=${id}`));
      await maker.getByText('ส่งแล้ว', { exact: true }).first().waitFor({ timeout: 60_000 });
      expect(await deliveredUsers()).toBeGreaterThan(0);
    } finally {
      await setThreshold('10000');
    }
  }, 300_000);
});
