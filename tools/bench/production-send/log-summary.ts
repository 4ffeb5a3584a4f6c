import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How often each kind of line appears, most frequent first, as `text ×n; …`. */
function tally(kinds: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ×${n}`)
    .join('; ');
}

/**
 * nginx's error log in kinds: each line's message without its time, process and connection
 * (`upstream timed out … while reading response header from upstream`, `no live upstreams …`),
 * with the upstream's address kept.
 */
export function nginxErrors(errorLog: string): string {
  if (!existsSync(errorLog)) return 'no error log';
  const kinds = readFileSync(errorLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('[error]') || line.includes('[warn]'))
    .map((line) => {
      const message = line.replace(/^.*?\] \d+#\d+: (\*\d+ )?/, '');
      const upstream = /upstream: "http:\/\/([^/"]+)/.exec(message)?.[1];
      return `${message.split(', client:')[0] ?? message}${upstream ? ` (${upstream})` : ''}`;
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
    const kinds: string[] = [];
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        const message = entry.msg ?? '(no message)';
        // The development keys' notices at each start: the bench runs on the keys its dataset
        // was seeded with.
        if ((entry.level ?? 0) >= 40 && !DEVELOPMENT_KEY_NOTICE.test(message)) kinds.push(message);
      } catch {
        // A line cut by a kill.
      }
    }
    if (kinds.length > 0) parts.push(`${file.replace(/\.log$/, '')}: ${tally(kinds)}`);
  }
  return parts.length === 0 ? 'none' : parts.join(' | ');
}
