import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { forgetClosedPages, reportPages } from './page-journal';
import { stackLogTail } from './stack-logs';

// When a Chromium test fails, the log shows each open page as it was (address, text, its last
// console messages, errors and failed or refused requests, a screenshot in the stack's log
// folder) and the end of the API's log: a wait that ran out says what the page was showing.
beforeEach(forgetClosedPages);

afterEach(async () => {
  if (!(globalThis as { currentTestFailed?: boolean }).currentTestFailed) return;
  const logDir = process.env['E2E_LOG_DIR'];
  const shots = logDir ? join(logDir, 'failures') : undefined;
  if (shots) mkdirSync(shots, { recursive: true });
  const pages = await reportPages(shots);
  console.log(
    `FAILURE REPORT: ${expect.getState().currentTestName ?? ''}\n${pages}\n\nthe API's log:\n${stackLogTail('api', 20)}`,
  );
});
