import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The last lines of a stack process's log (`api` or `sandbox`), for a failure message: what the
 * server was doing when a wait ran out.
 */
export function stackLogTail(name: 'api' | 'sandbox', lines = 40): string {
  const dir = process.env['E2E_LOG_DIR'];
  const file = dir ? join(dir, `${name}.log`) : '';
  if (!file || !existsSync(file)) return `(no ${name} log)`;
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
