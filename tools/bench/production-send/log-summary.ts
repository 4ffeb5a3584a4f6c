import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A line of a log: its kind, and when it was written (seconds from the run's origin). */
interface LogLine {
  kind: string;
  atSeconds?: number;
}

/**
 * How often each kind of line appears, most frequent first, as `text ×n; …`, with the first and
 * last time it was written when known (`at 63–64 s`).
 */
function tally(lines: readonly LogLine[]): string {
  const kinds = new Map<string, { n: number; first?: number; last?: number }>();
  for (const { kind, atSeconds } of lines) {
    const seen = kinds.get(kind) ?? { n: 0 };
    seen.n += 1;
    if (atSeconds !== undefined) {
      seen.first = Math.min(seen.first ?? atSeconds, atSeconds);
      seen.last = Math.max(seen.last ?? atSeconds, atSeconds);
    }
    kinds.set(kind, seen);
  }
  return [...kinds.entries()]
    .sort((a, b) => b[1].n - a[1].n)
    .map(([kind, { n, first, last }]) => {
      const span =
        first === undefined ? '' : first === last ? ` at ${first} s` : ` at ${first}–${last} s`;
      return `${kind} ×${n}${span}`;
    })
    .join('; ');
}

/** The time at the start of an nginx log line (the machine's local time, whole seconds). */
function nginxTime(line: string): number | undefined {
  const parts = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d):(\d\d)/.exec(line)?.slice(1).map(Number);
  if (!parts || parts.length !== 6) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  return new Date(year, month - 1, day, hour, minute, second).getTime();
}

/**
 * nginx's error log in kinds: each line's message without its time, process and connection
 * (`upstream timed out … while reading response header from upstream`, `no live upstreams …`),
 * with the upstream's address kept; given `originMs` (a `Date.now()` time), with when each kind
 * was first and last written, in whole seconds from it.
 */
export function nginxErrors(errorLog: string, originMs?: number): string {
  if (!existsSync(errorLog)) return 'no error log';
  const kinds = readFileSync(errorLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('[error]') || line.includes('[warn]'))
    .map((line) => {
      const message = line.replace(/^.*?\] \d+#\d+: (\*\d+ )?/, '');
      const upstream = /upstream: "http:\/\/([^/"]+)/.exec(message)?.[1];
      const at = nginxTime(line);
      return {
        kind: `${message.split(', client:')[0] ?? message}${upstream ? ` (${upstream})` : ''}`,
        ...(originMs !== undefined && at !== undefined
          ? { atSeconds: Math.round((at - originMs) / 1000) }
          : {}),
      };
    });
  return kinds.length === 0 ? 'none' : tally(kinds);
}

const DEVELOPMENT_KEY_NOTICE = /^[A-Z_]+ is not set: /;

/** The warnings and errors of each process's JSON log in `dir` (`<name>.log`), by message. */
export function processWarnings(dir: string): string {
  const parts: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.log'))
    .sort()) {
    const kinds: LogLine[] = [];
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        const message = entry.msg ?? '(no message)';
        // The development keys' notices at each start: the bench runs on the keys its dataset
        // was seeded with.
        if ((entry.level ?? 0) >= 40 && !DEVELOPMENT_KEY_NOTICE.test(message)) {
          kinds.push({ kind: message });
        }
      } catch {
        // A line cut by a kill.
      }
    }
    if (kinds.length > 0) parts.push(`${file.replace(/\.log$/, '')}: ${tally(kinds)}`);
  }
  return parts.length === 0 ? 'none' : parts.join(' | ');
}
