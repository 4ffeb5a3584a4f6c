import {
  cpuSeconds,
  cpuTicksOfStat,
  machineTicksOfStat,
  memoryOfStatus,
  parentOfStat,
  processMemory,
} from './proc-stats';

/** /proc/<pid>/stat of a process whose command holds a space and a parenthesis. */
const STAT =
  '4991 (node (api) x) S 4989 4989 1457 0 -1 4194304 100 0 0 0 1234 56 0 0 20 0 1 0 6178017 3133440 355';

describe('reading /proc', () => {
  it('reads the resident and peak memory of a status file', () => {
    const status = 'Name:\tnode\nVmPeak:\t  900000 kB\nVmHWM:\t  523100 kB\nVmRSS:\t  410000 kB\n';
    expect(memoryOfStatus(status)).toEqual({ rssKiB: 410_000, peakKiB: 523_100 });
  });

  it('reads user + system ticks and the parent past a command with spaces and parentheses', () => {
    expect(cpuTicksOfStat(STAT)).toBe(1234 + 56);
    expect(parentOfStat(STAT)).toBe(4989);
  });

  it("counts the machine's idle and iowait as not busy", () => {
    expect(machineTicksOfStat('cpu  100 10 20 300 40 0 5 0 0 0\ncpu0 1 2 3\n')).toEqual({
      busy: 135,
      total: 475,
    });
  });

  it('reads this very process', () => {
    expect(processMemory(process.pid)?.peakKiB).toBeGreaterThan(1000);
    expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(processMemory(2 ** 30)).toBeUndefined();
  });
});
