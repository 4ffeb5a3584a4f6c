import { ROUTES } from '@hbc/contracts';
import { pasteInto } from './support/composer';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { signInAs } from './support/sign-in';

/** The error colour the counter turns (the theme's error.main, as the browser computes it). */
const ERROR_RED = 'rgb(211, 47, 47)';

describe('form errors', () => {
  let session: BrowserSession | undefined;
  afterAll(async () => {
    await session?.close();
  });

  it('says what is missing when Save is pressed on the empty unit form, and keeps an over-long pasted name whole with a red count', async () => {
    session = await openBrowser();
    const { page } = session;
    const unitPosts: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/health-center/unit'
      )
        unitPosts.push(request.url());
    });
    await signInAs(page, 'super-admin');

    await page.goto(consoleUrl(ROUTES.unitForm));
    const hcode = page.getByRole('textbox', { name: /^รหัสหน่วยบริการ/ });
    await hcode.waitFor();
    const save = page.getByRole('button', { name: 'บันทึก', exact: true });
    expect(await save.isEnabled()).toBe(true);

    // The empty form's Save: every required field says what is missing, the first has the focus.
    await save.click();
    await page.getByText('รหัสหน่วยบริการต้องเป็นตัวเลข 5 หลัก', { exact: true }).waitFor();
    await page.getByText('กรุณากรอกชื่อหน่วยบริการ', { exact: true }).waitFor();
    await page.getByText('กรุณาเลือกประเภทหน่วยบริการ', { exact: true }).waitFor();
    await page.getByText('กรุณาเลือกจังหวัด', { exact: true }).waitFor();
    expect(await hcode.evaluate((node) => node === document.activeElement)).toBe(true);

    // A name pasted 10 characters over the 200 allowed: kept whole, counted in red, refused.
    const name = page.getByRole('textbox', { name: /^ชื่อหน่วยบริการ/ });
    const long = `${'ก'.repeat(200)}ท้ายชื่อยาว`;
    await pasteInto(name, long);
    expect(await name.inputValue()).toBe(long);
    const counter = page.getByText(`${long.length}/200`, { exact: true });
    await counter.waitFor();
    expect(await counter.evaluate((node) => getComputedStyle(node).color)).toBe(ERROR_RED);
    await page.getByText('ต้องไม่เกิน 200 ตัวอักษร', { exact: true }).waitFor();

    await save.click();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-invalid') === 'true',
    );
    expect(await name.inputValue()).toBe(long);
    expect(unitPosts).toEqual([]);
  }, 120_000);
});
