import type { Locator, Page } from 'playwright-core';
import {
  AGE_BAND_UNKNOWN_LABEL,
  AGE_BANDS,
  API_PATHS,
  SEX_LABELS,
  type Dashboard,
  type SegmentBreakdown,
} from '@hbc/contracts';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { expectNoSidewaysScroll } from './support/sideways';
import { signInAs, storedProfile } from './support/sign-in';

const count = new Intl.NumberFormat('th-TH');
const SECTION = 'ผู้ติดตามตามเพศ ช่วงอายุ และจังหวัด';
const TABLES = {
  sex: 'ผู้ติดตามตามเพศ',
  age: 'ผู้ติดตามตามช่วงอายุ',
  province: 'ผู้ติดตามตามจังหวัด',
} as const;

const total = (rows: readonly { count: number }[]) => rows.reduce((n, row) => n + row.count, 0);

/** The rows the three tables should show for `followers`, heads left out. */
function expectedRows(followers: SegmentBreakdown) {
  const ageLabel = (band: string) =>
    AGE_BANDS.find((b) => b.key === band)?.label ?? AGE_BAND_UNKNOWN_LABEL;
  return {
    sex: followers.sexes.map((row) => [SEX_LABELS[row.sex], count.format(row.count)]),
    age: followers.ageBands.map((row) => [ageLabel(row.band), count.format(row.count)]),
    province: followers.provinces.map((row) => [
      row.provinceName ?? 'ไม่ระบุจังหวัด',
      count.format(row.count),
    ]),
  };
}

/** A table's body rows, each row's cell texts side by side (a screen reader's table too). */
function bodyRowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''),
    ),
  );
}

/** The three tables of the section named `name`, read once they are there. */
async function shownTables(page: Page, name: string) {
  const section = page.getByRole('region', { name, exact: true });
  const table = (title: string) => section.getByRole('table', { name: title, exact: true });
  for (const title of Object.values(TABLES)) await table(title).waitFor({ state: 'attached' });
  // Every chart drawn (their code loads on demand), so that axe and the width check see them.
  await section.locator('figure .MuiChartsAxis-root').nth(2).waitFor({ state: 'attached' });
  return {
    sex: await bodyRowsOf(table(TABLES.sex)),
    age: await bodyRowsOf(table(TABLES.age)),
    province: await bodyRowsOf(table(TABLES.province)),
  };
}

describe('the dashboard’s followers by sex, age band and province', () => {
  let session: BrowserSession;
  let token = '';

  /** The dashboard as the API answers it now (the month's figures with `query`). */
  async function dashboardOf(query = ''): Promise<Dashboard> {
    const response = await fetch(consoleUrl(`${API_PATHS.dashboard}${query}`), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`dashboard: ${response.status}`);
    return ((await response.json()) as { data: Dashboard }).data;
  }

  /** The dashboard once the start-up rollup has counted the demo's followers. */
  async function rolledUp(): Promise<Dashboard> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const dashboard = await dashboardOf();
      if (dashboard.followersAt !== null) return dashboard;
      if (Date.now() > deadline) throw new Error('the followers were never rolled up');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    session = await openBrowser();
    await signInAs(session.page, 'super-admin');
    token = (await storedProfile(session.page))?.access_token ?? '';
  });
  afterAll(async () => {
    await session.close();
  });

  it('Super Admin reads every unit’s followers in three tables, at 1280 and 390 px wide', async () => {
    const { page } = session;
    const dashboard = await rolledUp();
    const expected = expectedRows(dashboard.followers);
    // The demo's followers: each breakdown adds up to the following count of the other rollup.
    expect(dashboard.following).toBeGreaterThan(0);
    expect(total(dashboard.followers.sexes)).toBe(dashboard.following);
    expect(total(dashboard.followers.ageBands)).toBe(dashboard.following);
    expect(total(dashboard.followers.provinces)).toBe(dashboard.following);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(consoleUrl('/dashboard'));
      expect(await shownTables(page, SECTION)).toEqual(expected);
      await page
        .getByRole('region', { name: SECTION })
        .getByText(/^ข้อมูลผู้ติดตาม ณ \d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}$/)
        .waitFor();
      await expectNoAxeViolations(page, `/dashboard at ${width} px`);
      await expectNoSidewaysScroll(page, `/dashboard at ${width} px`);
    }
  }, 120_000);

  it('narrows the followers to the units of the region chosen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    const everyone = await rolledUp();
    const busiest = [...everyone.byRegion].sort((a, b) => b.following - a.following)[0];
    if (!busiest) throw new Error('no health region');
    const inRegion = await dashboardOf(`?regionId=${busiest.id}`);
    expect(total(inRegion.followers.sexes)).toBe(busiest.following);

    await page.goto(consoleUrl('/dashboard'));
    await page.getByRole('button', { name: `${busiest.name} (ดูรายจังหวัด)` }).click();

    const section = `ผู้ติดตามใน${busiest.name} ตามเพศ ช่วงอายุ และจังหวัด`;
    expect(await shownTables(page, section)).toEqual(expectedRows(inRegion.followers));
  }, 120_000);
});
