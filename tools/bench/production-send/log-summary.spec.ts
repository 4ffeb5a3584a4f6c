import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxErrors, processWarnings } from './log-summary';

describe('the layout logs in kinds', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hbc-log-summary-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("counts nginx's errors by message and upstream, without times, processes or clients", () => {
    const log = join(dir, 'error.log');
    writeFileSync(
      log,
      [
        '2026/12/01 00:10:01 [error] 412#412: *377 no live upstreams while connecting to upstream, client: 127.0.0.1, server: localhost, request: "GET /t/a HTTP/1.1", upstream: "http://hbc_api/t/a"',
        '2026/12/01 00:10:01 [error] 413#413: *378 no live upstreams while connecting to upstream, client: 127.0.0.1, server: localhost, request: "GET /t/a HTTP/1.1", upstream: "http://hbc_api/t/a"',
        '2026/12/01 00:10:02 [warn] 412#412: *9 upstream server temporarily disabled while reading response header from upstream, client: 127.0.0.1, upstream: "http://127.0.0.1:4302/api/x"',
        '2026/12/01 00:10:03 [notice] 412#412: signal process started',
      ].join('\n'),
    );
    expect(nginxErrors(log)).toBe(
      'no live upstreams while connecting to upstream (hbc_api) ×2; upstream server temporarily disabled while reading response header from upstream (127.0.0.1:4302) ×1',
    );
    expect(nginxErrors(log, new Date(2026, 11, 1, 0, 9, 59).getTime())).toBe(
      'no live upstreams while connecting to upstream (hbc_api) ×2 at 2 s; upstream server temporarily disabled while reading response header from upstream (127.0.0.1:4302) ×1 at 3 s',
    );
    expect(nginxErrors(join(dir, 'missing.log'))).toBe('no error log');
  });

  it("counts each process's warnings and errors by message, not the development keys' notices", () => {
    writeFileSync(
      join(dir, 'worker-1.log'),
      [
        '{"level":40,"msg":"JWT_SECRET is not set: tokens are signed with the fixed development secret."}',
        '{"level":50,"msg":"sending a batch failed"}',
        '{"level":50,"msg":"sending a batch failed"}',
        '{"level":30,"msg":"sending stopped"}',
        '{"level":50,"ms',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'api-1.log'), '{"level":30,"msg":"listening"}\n');
    expect(processWarnings(dir)).toBe('worker-1: sending a batch failed ×2');
  });
});
