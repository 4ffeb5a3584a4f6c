import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** A process's memory as Linux reports it in /proc/<pid>/status, in KiB. */
export interface ProcessMemory {
  /** VmRSS: resident now. */
  rssKiB: number;
  /** VmHWM: the most ever resident (since start, or since `resetPeakMemory`). */
  peakKiB: number;
}

const kib = (status: string, field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  return match ? Number(match[1]) : Number.NaN;
};

/** The memory fields of a /proc/<pid>/status text. */
export function memoryOfStatus(status: string): ProcessMemory {
  return { rssKiB: kib(status, 'VmRSS'), peakKiB: kib(status, 'VmHWM') };
}

/** The fields of a /proc/<pid>/stat line after the command (which may hold spaces and parentheses). */
function statFields(stat: string): string[] {
  return stat
    .slice(stat.lastIndexOf(')') + 2)
    .trim()
    .split(' ');
}

/** user + system CPU time of a /proc/<pid>/stat line, in clock ticks (fields 14 and 15). */
export function cpuTicksOfStat(stat: string): number {
  const fields = statFields(stat);
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return Number(fields[11]) + Number(fields[12]);
}

/** The parent's id in a /proc/<pid>/stat line (field 4). */
export function parentOfStat(stat: string): number {
  return Number(statFields(stat)[1]);
}

/** Busy and total ticks of all cores from the first line of /proc/stat. */
export function machineTicksOfStat(procStat: string): { busy: number; total: number } {
  const [, ...counters] = (procStat.split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = counters.slice(0, 8).map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  // idle and iowait are the 4th and 5th counters.
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks a second (USER_HZ, nearly always 100). */
export function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** The process's memory now; undefined once it is gone. */
export function processMemory(pid: number): ProcessMemory | undefined {
  const status = read(`/proc/${pid}/status`);
  return status === undefined ? undefined : memoryOfStatus(status);
}

/** Resets the process's VmHWM to its current RSS; false where Linux refuses. */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** CPU seconds the process has used (user + system); undefined once it is gone. */
export function cpuSeconds(pid: number): number | undefined {
  const stat = read(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : cpuTicksOfStat(stat) / clockTicksPerSecond();
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      const stat = read(`/proc/${child}/stat`);
      return stat !== undefined && parentOfStat(stat) === pid;
    });
}

/** Busy and total CPU ticks of the whole machine so far. */
export function machineTicks(): { busy: number; total: number } {
  return machineTicksOfStat(read('/proc/stat') ?? '');
}
