/**
 * Runs before each test file: points E2E_API_URL, E2E_SANDBOX_URL and E2E_LOG_DIR at the stack of
 * this Jest worker (the global set-up starts one a worker and lists them in E2E_STACKS).
 */
interface E2eStack {
  apiUrl: string;
  sandboxUrl: string;
  logDir: string;
}

const stacks = JSON.parse(process.env['E2E_STACKS'] ?? '[]') as E2eStack[];
const worker = Number(process.env['JEST_WORKER_ID'] ?? '1');
const stack = stacks[(worker - 1) % Math.max(1, stacks.length)];
if (stack) {
  process.env['E2E_API_URL'] = stack.apiUrl;
  process.env['E2E_SANDBOX_URL'] = stack.sandboxUrl;
  process.env['E2E_LOG_DIR'] = stack.logDir;
}
