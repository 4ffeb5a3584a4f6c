import type { BrowserContext, Page } from 'playwright-core';

/** The last things each page of a context did, for the report of a test that fails. */
const JOURNAL_LINES = 60;

interface PageJournal {
  page: Page;
  lines: string[];
}

/** The pages of the browsers this test file opened that are still open. */
const journals = new Set<PageJournal>();

/** Pages closed during the current test (a test may close its browser before it is reported). */
const closed: { url: string; lines: string[] }[] = [];

/** A new test: pages closed before it are not its own. */
export function forgetClosedPages(): void {
  closed.length = 0;
}

function keep(journal: PageJournal, line: string): void {
  journal.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (journal.lines.length > JOURNAL_LINES) journal.lines.shift();
}

/**
 * Notes what each page of `context` logs, throws and fails to fetch, its API calls (with what they
 * sent) and any other answer that is an error.
 */
export function journalPages(context: BrowserContext): void {
  const watch = (page: Page) => {
    const journal: PageJournal = { page, lines: [] };
    journals.add(journal);
    page.on('close', () => {
      journals.delete(journal);
      closed.push({ url: page.url(), lines: journal.lines });
    });
    page.on('console', (message) => keep(journal, `console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => keep(journal, `page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      keep(journal, `failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
    );
    // Every API call with what it sent, and any other answer that is an error.
    page.on('response', (response) => {
      const request = response.request();
      const api = new URL(response.url()).pathname.startsWith('/api/');
      if (!api && response.status() < 400) return;
      const body = api ? (request.postData() ?? '').slice(0, 200) : '';
      keep(journal, `${response.status()}: ${request.method()} ${response.url()} ${body}`.trim());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) keep(journal, `at ${frame.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * Each open page as it is now: its address, the start of its text and what it did last; with a
 * screenshot under `screenshotDir` when given. For the log of a failed test.
 */
export async function reportPages(screenshotDir?: string): Promise<string> {
  const reports: string[] = [];
  let n = 0;
  for (const { page, lines } of journals) {
    n += 1;
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: Error) => `(no text: ${error.message})`);
    let shot = '';
    if (screenshotDir) {
      const file = `${screenshotDir}/failure-${Date.now()}-${n}.png`;
      shot = await page
        .screenshot({ path: file, fullPage: true, timeout: 5_000 })
        .then(() => `\nscreenshot: ${file}`)
        .catch(() => '');
    }
    reports.push(
      [
        `page ${n}: ${page.url()}${shot}`,
        `text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
        'last events:',
        ...lines.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
  for (const { url, lines } of closed) {
    reports.push(
      [`closed page: ${url}`, 'last events:', ...lines.map((line) => `  ${line}`)].join('\n'),
    );
  }
  return reports.join('\n\n') || '(no page open)';
}
