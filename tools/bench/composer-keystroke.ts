import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { openBrowser } from '@hbc/test-browser';
import type { BenchRow } from './report';
import { serveFolder } from './static-server';
import { summarize } from './stats';

const workspaceRoot = join(__dirname, '..', '..');
const storybookDir = join(workspaceRoot, 'dist', 'storybook');
const HEAVY_STORY = 'message-composer-composer--heavy-composer';

declare global {
  interface Window {
    __keystrokeMs: number[];
  }
}

/**
 * Typing into the text message while a 10-card carousel and an 8-action rich message are open:
 * the time from the keystroke's beforeinput until React has rendered and the browser has laid out the result.
 */
export async function benchComposerKeystroke(keystrokes = 120): Promise<BenchRow[]> {
  // Through Nx, so the stories are never older than their sources (a cache hit costs seconds).
  const built = spawnSync(
    'npx',
    ['nx', 'run', 'console:build-storybook', '--output-style=stream'],
    {
      cwd: workspaceRoot,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('storybook build failed');
  const server = await serveFolder(storybookDir);
  const session = await openBrowser();
  try {
    const { page } = session;
    await page.goto(`${server.url}/iframe.html?id=${HEAVY_STORY}&viewMode=story`);
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const textArea = page.locator('[role="dialog"] textarea:not([aria-hidden="true"])').first();
    await textArea.waitFor();
    await textArea.click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      window.__keystrokeMs = [];
      let start = 0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        void document.body.offsetHeight; // force style and layout of what the keystroke changed
        window.__keystrokeMs.push(performance.now() - start);
      };
      // beforeinput also fires for characters typed through an input method (Thai), unlike keydown.
      window.addEventListener('beforeinput', () => (start = performance.now()), true);
      // React flushes a discrete update in a microtask; a posted message runs after it.
      window.addEventListener('input', () => channel.port2.postMessage(null), true);
    });
    const text = 'ขอเชิญประชาชนรับวัคซีนไข้หวัดใหญ่ฟรี ';
    for (let i = 0; i < keystrokes; i++) {
      await page.keyboard.type(text[i % text.length] ?? 'a');
      await page.waitForTimeout(20);
    }
    const samples = await page.evaluate(() => window.__keystrokeMs);
    return [
      {
        bench: 'composer',
        metric: 'keystroke in text, heavy set open (Chromium)',
        unit: 'ms',
        summary: summarize(samples.slice(5)), // the first keystrokes warm up the JIT
        goal: 16,
        goalOn: 'p95',
      },
    ];
  } finally {
    await session.close();
    await server.close();
  }
}
