import { formatLogLine } from './log-lines';

// 2026-11-22 07:05:09 in Bangkok.
const TIME = Date.UTC(2026, 10, 22, 0, 5, 9);

describe('formatLogLine', () => {
  it('shortens a request line to time, level, message, request, status and duration', () => {
    const line = JSON.stringify({
      level: 30,
      time: TIME,
      pid: 1,
      hostname: 'vm',
      reqId: 'abc',
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: 3.4,
    });

    expect(formatLogLine(line)).toBe(
      '07:05:09  INFO   request completed  GET /api/health  200  3 ms  reqId="abc"',
    );
  });

  it('puts an error stack under the line and names unknown levels by number', () => {
    const line = JSON.stringify({
      level: 50,
      time: TIME,
      msg: 'upload failed',
      err: { message: 'boom', stack: 'Error: boom\n    at here' },
    });

    expect(formatLogLine(line)).toBe('07:05:09  ERROR  upload failed\nError: boom\n    at here');
    expect(formatLogLine(JSON.stringify({ level: 35, msg: 'odd' }))).toBe('35     odd');
  });

  it('passes anything that is not a pino line through untouched', () => {
    expect(formatLogLine('plain text')).toBe('plain text');
    expect(formatLogLine('{"no":"level"}')).toBe('{"no":"level"}');
    expect(formatLogLine('42')).toBe('42');
  });
});
