import type { Page } from 'playwright-core';
import { DEMO_NEW_UNIT, SESSION_EXPIRED_TEXT } from '@hbc/contracts';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import {
  identity,
  inviteLineStep,
  providerStep,
  shown,
  signInAs,
  toastText,
} from './support/sign-in';

/** Chooses `option` in the combobox (select or autocomplete) labelled `label`, typing `typed` first. */
async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  typed?: string,
): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  if (typed) await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the user form, saves, and answers the invite link the dialog shows. */
async function inviteUser(
  page: Page,
  person: { first: string; last: string; role: string; unit?: string },
) {
  await page.goto(consoleUrl('/setting/user/form'));
  await page.getByRole('textbox', { name: /^ชื่อ( \*)?$/ }).fill(person.first);
  await page.getByRole('textbox', { name: /^นามสกุล/ }).fill(person.last);
  await choose(page, 'บทบาท', person.role);
  if (person.unit) await choose(page, 'หน่วยบริการ', new RegExp(person.unit), person.unit);
  await page.getByRole('button', { name: /^บันทึก/ }).click();
  const dialog = page.getByRole('dialog');
  const link = dialog.getByRole('textbox', { name: /ลิงก์/ });
  await link.waitFor();
  await dialog.getByRole('img', { name: /คิวอาร์โค้ด/ }).waitFor();
  const url = new URL(await link.inputValue());
  await dialog.getByRole('button', { name: 'ปิด' }).click();
  const code = url.searchParams.get('code');
  if (url.pathname !== '/invite' || !code) throw new Error(`not an invite link: ${url.href}`);
  return code;
}

/** Opens the invite in a fresh browser as `identityId` and waits for the signed-in console. */
async function acceptInvite(code: string, identityId: string): Promise<BrowserSession> {
  const session = await openBrowser();
  await inviteLineStep(session.page, code, identityId);
  await providerStep(session.page, identityId);
  await session.page.waitForURL((url) => url.pathname === '/health-center/detail');
  return session;
}

const fullName = (id: string) => {
  const person = identity(id).provider;
  return { first: person?.firstname_th ?? '', last: person?.lastname_th ?? '' };
};

describe('staffing a new unit by invitation', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it('Super Admin creates a unit and its LV1, who invites an LV3 and disables them', async () => {
    const admin = await openBrowser();
    sessions.push(admin);
    await signInAs(admin.page, 'super-admin');

    // The unit.
    await admin.page.goto(consoleUrl('/health-center/unit/form'));
    await admin.page.getByRole('textbox', { name: 'รหัสหน่วยบริการ' }).fill(DEMO_NEW_UNIT.hcode);
    await admin.page.getByRole('textbox', { name: 'ชื่อหน่วยบริการ' }).fill(DEMO_NEW_UNIT.name_th);
    await choose(admin.page, 'ประเภท', 'โรงพยาบาลส่งเสริมสุขภาพตำบล');
    await choose(admin.page, 'จังหวัด', 'ขอนแก่น', 'ขอนแก่น');
    await admin.page.getByRole('button', { name: /^บันทึก/ }).click();
    await admin.page.waitForURL((url) => url.pathname === '/health-center/unit');
    await admin.page.goto(consoleUrl(`/health-center/unit?q=${DEMO_NEW_UNIT.hcode}`));
    await shown(admin.page, DEMO_NEW_UNIT.name_th, admin.page.getByRole('grid'));

    // Its Admin LV1, invited, signs in with a LINE account the console has never seen.
    const lv1Code = await inviteUser(admin.page, {
      ...fullName('new-lv1'),
      role: 'Admin LV1',
      unit: DEMO_NEW_UNIT.hcode,
    });
    const lv1 = await acceptInvite(lv1Code, 'new-lv1');
    sessions.push(lv1);
    await shown(lv1.page, `สวัสดี, ${fullName('new-lv1').first} ${fullName('new-lv1').last}`);
    await shown(lv1.page, DEMO_NEW_UNIT.name_th);

    // The LV1 invites an LV3 of their own unit; the LV3 signs in.
    const lv3Name = fullName('new-lv3');
    const lv3Code = await inviteUser(lv1.page, { ...lv3Name, role: 'Admin LV3' });
    const lv3 = await acceptInvite(lv3Code, 'new-lv3');
    sessions.push(lv3);

    // The LV1 disables the LV3 from the user list.
    await lv1.page.goto(consoleUrl(`/setting/user?q=${encodeURIComponent(lv3Name.first)}`));
    await lv1.page.getByRole('grid').getByText(lv3Name.first, { exact: false }).first().click();
    await lv1.page.waitForURL((url) => url.pathname === '/setting/user/form');
    await choose(lv1.page, 'สถานะ', 'ปิดใช้งาน');
    await lv1.page.getByRole('button', { name: /^บันทึก/ }).click();
    await lv1.page.waitForURL((url) => url.pathname === '/setting/user');

    // The LV3's open session is refused at its next call.
    await lv3.page.goto(consoleUrl('/health-center/detail'));
    await expect(toastText(lv3.page)).resolves.toContain(SESSION_EXPIRED_TEXT);
    await lv3.page.waitForURL('**/line-login');
  }, 180_000);
});
