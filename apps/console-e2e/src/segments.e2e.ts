import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { settledCount as settledLiveCount } from './support/live-count';
import { shown, signInAs, toastText } from './support/sign-in';
import { expectNoSidewaysScroll } from './support/sideways';
import { uniqueSuffix } from './support/unique-name';

const COUNT_PATTERN = /จำนวนผู้รับโดยประมาณ ([\d,]+) คน/;

const settledCount = (status: Locator, previous?: number) =>
  settledLiveCount(status, COUNT_PATTERN, previous);

async function addCondition(page: Page, kind: string): Promise<void> {
  await page.getByRole('button', { name: 'เพิ่มเงื่อนไข' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

/** The rows of a chart's table on the detail page: group → number of citizens. */
async function chartRows(page: Page, chart: string): Promise<Record<string, number>> {
  const table = page.getByRole('figure', { name: chart }).getByRole('table');
  const rows: Record<string, number> = {};
  for (const row of await table.locator('tbody tr').all()) {
    const group = (await row.locator('th').textContent()) ?? '';
    rows[group] = Number(((await row.locator('td').textContent()) ?? '').replace(/,/g, ''));
  }
  return rows;
}

describe('segments', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it('an LV3 builds a segment with a live count, saves it and reads its charts; an LV2 only reads it', async () => {
    const lv3 = await openBrowser();
    sessions.push(lv3);
    const { page } = lv3;
    await signInAs(page, 'admin-lv3');
    const name = `ผู้หญิงอายุ 30 ปีขึ้นไป ${uniqueSuffix()}`;

    // The rule builder, counted as it changes: the whole unit first.
    await page.goto(consoleUrl('/segment'));
    await page.getByRole('button', { name: 'สร้างกลุ่มเป้าหมาย' }).first().click();
    await page.waitForURL((url) => url.pathname === '/segment/form');
    await page.getByRole('textbox', { name: /^ชื่อกลุ่มเป้าหมาย/ }).fill(name);
    const liveCount = page.getByRole('status', { name: 'จำนวนผู้รับโดยประมาณ' });
    const wholeUnit = await settledCount(liveCount);
    if (wholeUnit === 0) {
      throw new Error(
        'the demo unit has no following citizens: start the stack with SEED_DEMO_CITIZENS',
      );
    }

    await addCondition(page, 'เพศ');
    await shown(page, 'ระบุเงื่อนไขให้ครบเพื่อดูจำนวนผู้รับโดยประมาณ', liveCount);
    await page.getByRole('checkbox', { name: 'หญิง' }).check();
    const women = await settledCount(liveCount, wholeUnit);
    expect(women).toBeLessThan(wholeUnit);

    await addCondition(page, 'ช่วงอายุ');
    await page.getByRole('textbox', { name: 'อายุต่ำสุด (ปี)' }).fill('30');
    const olderWomen = await settledCount(liveCount, women);
    expect(olderWomen).toBeLessThan(women);
    await expectNoAxeViolations(page, '/segment/form');

    await page.getByRole('button', { name: /^บันทึก/ }).click();
    expect(await toastText(page)).toContain('บันทึกข้อมูลสำเร็จ');
    await page.waitForURL((url) => url.pathname === '/segment/detail');
    const detailUrl = page.url();

    // Its detail: counted afresh, when, the rules in Thai and the breakdown's charts.
    await page.getByRole('heading', { level: 2, name }).waitFor();
    const counted = page.getByRole('status', { name: 'จำนวนผู้รับ' });
    await shown(page, `${olderWomen.toLocaleString('th-TH')} คน`, counted);
    expect(await counted.textContent()).toMatch(/นับเมื่อ \d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}/);
    await shown(page, 'ผู้รับต้องตรงทุกเงื่อนไข');
    await shown(page, 'เพศ: หญิง');
    await shown(page, 'อายุ 30 ปีขึ้นไป');
    for (const chart of ['ช่วงอายุ', 'เพศ', 'จังหวัด (10 อันดับแรก)']) {
      await page.getByRole('figure', { name: chart }).locator('svg').first().waitFor();
    }
    expect(await chartRows(page, 'เพศ')).toEqual({ ชาย: 0, หญิง: olderWomen, ไม่ระบุ: 0 });
    const ages = await chartRows(page, 'ช่วงอายุ');
    expect(ages['0–14 ปี']).toBe(0);
    expect(Object.values(ages).reduce((sum, n) => sum + n, 0)).toBe(olderWomen);
    await expectNoAxeViolations(page, '/segment/detail');
    // Its charts' tables for screen readers widen no window, a phone's included.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, `/segment/detail at ${width} px`);
    }

    // An LV2 of the same unit reads it all, and may change nothing.
    const lv2 = await openBrowser();
    sessions.push(lv2);
    await signInAs(lv2.page, 'admin-lv2');
    await lv2.page.goto(consoleUrl('/segment'));
    await lv2.page.getByRole('searchbox').fill(name);
    // The search goes out once typing pauses: a row opened before then is left again when it does.
    await lv2.page.waitForURL((url) => url.searchParams.get('q') === name);
    await lv2.page.getByRole('grid').getByText(name, { exact: true }).click();
    await lv2.page.waitForURL((url) => url.pathname === '/segment/detail');
    expect(lv2.page.url()).toBe(detailUrl);
    await lv2.page.getByRole('heading', { level: 2, name }).waitFor();
    await shown(lv2.page, 'เพศ: หญิง');
    await lv2.page.getByRole('figure', { name: 'เพศ' }).waitFor();
    expect(await lv2.page.getByRole('button', { name: 'แก้ไข' }).count()).toBe(0);
    expect(await lv2.page.getByRole('button', { name: 'ลบ' }).count()).toBe(0);
    await lv2.page.goto(consoleUrl('/segment'));
    await lv2.page.getByRole('grid').waitFor();
    expect(await lv2.page.getByRole('button', { name: 'สร้างกลุ่มเป้าหมาย' }).count()).toBe(0);
    await lv2.page.goto(consoleUrl('/segment/form'));
    await lv2.page.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' }).waitFor();

    // The LV3 deletes it after confirming.
    await page.getByRole('button', { name: 'ลบ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ลบ' }).click();
    expect(await toastText(page)).toContain('ลบกลุ่มเป้าหมายแล้ว');
    await page.waitForURL((url) => url.pathname === '/segment');
  }, 180_000);
});
