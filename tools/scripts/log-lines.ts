const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields shown in their own way, or not worth a terminal line. */
const SHOWN_APART = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface LogEntry {
  level: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

function parseEntry(line: string): LogEntry | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return null;
    return typeof (value as { level?: unknown }).level === 'number' ? (value as LogEntry) : null;
  } catch {
    return null;
  }
}

function clock(time: number): string {
  return new Date(time).toLocaleTimeString('en-GB', { hour12: false, timeZone: 'Asia/Bangkok' });
}

/**
 * One pino JSON line as a short line for a terminal (time, level, message, the request, other
 * fields as key=value, an error's stack below); any other line as it came.
 */
export function formatLogLine(line: string): string {
  const entry = parseEntry(line);
  if (!entry) return line;
  const parts: string[] = [];
  if (typeof entry.time === 'number') parts.push(clock(entry.time));
  parts.push((LEVEL_NAMES[entry.level] ?? String(entry.level)).padEnd(5));
  if (entry.msg) parts.push(entry.msg);
  if (entry.req?.method) parts.push(`${entry.req.method} ${entry.req.url ?? ''}`);
  if (entry.res?.statusCode) parts.push(String(entry.res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${Math.round(entry.responseTime)} ms`);
  for (const [field, value] of Object.entries(entry)) {
    if (!SHOWN_APART.has(field)) parts.push(`${field}=${JSON.stringify(value)}`);
  }
  const text = parts.join('  ');
  if (entry.err?.stack) return `${text}\n${entry.err.stack}`;
  return entry.err?.message ? `${text}  ${entry.err.message}` : text;
}
