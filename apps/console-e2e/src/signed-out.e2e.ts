import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';

describe('signed out', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens the Thai console and lands on the LINE login page', async () => {
    const { page } = session;
    await page.goto(consoleUrl('/'));
    await page.waitForURL('**/line-login');
    expect(new URL(page.url()).pathname).toBe('/line-login');
    expect(await page.getAttribute('html', 'lang')).toBe('th');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).isVisible()).resolves.toBe(
      true,
    );
  });

  it('sends a signed-out visit of a protected screen to sign-in', async () => {
    const { page } = session;
    await page.goto(consoleUrl('/broadcast'));
    await page.waitForURL('**/line-login');
    expect(new URL(page.url()).pathname).toBe('/line-login');
  });

  it('serves the API health check next to the console', async () => {
    const res = await fetch(consoleUrl('/api/health'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; data: { database: string } };
    expect(body.message).toBe('SUCCESS');
    expect(body.data.database).toBe('ok');
  });
});
