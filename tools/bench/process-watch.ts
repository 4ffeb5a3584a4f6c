import { performance } from 'node:perf_hooks';
import {
  clockTicksPerSecond,
  cpuSeconds,
  machineTicks,
  processMemory,
  resetPeakMemory,
} from './proc-stats';

/** A process whose use a bench reports. */
export interface WatchedProcess {
  name: string;
  pid: number;
}

/** What a process used while watched. */
export interface ProcessUse extends WatchedProcess {
  cpuSeconds: number;
  /** CPU seconds per second watched: 1 is one core kept busy. */
  cores: number;
  /** Its most resident memory while watched (VmHWM after a reset, else the largest sample), KiB. */
  peakKiB: number;
}

export interface WatchReport {
  seconds: number;
  processes: ProcessUse[];
  /** The whole machine's busy cores on average (every process, other users' too). */
  machineCores: number;
}

/**
 * Watches processes from now until `stop`: their CPU time, and their peak memory — VmHWM reset at
 * the start so that it covers only the watch, and RSS sampled every `everyMs` in case Linux
 * refuses the reset.
 */
export class ProcessWatch {
  private readonly startedAt = performance.now();
  private readonly startMachine = machineTicks();
  private readonly startCpu: Map<number, number>;
  private readonly peakReset: Map<number, boolean>;
  private readonly sampledPeak = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly processes: readonly WatchedProcess[],
    everyMs = 100,
  ) {
    this.peakReset = new Map(processes.map(({ pid }) => [pid, resetPeakMemory(pid)]));
    this.startCpu = new Map(processes.map(({ pid }) => [pid, cpuSeconds(pid) ?? 0]));
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  private sample(): void {
    for (const { pid } of this.processes) {
      const rss = processMemory(pid)?.rssKiB;
      if (rss !== undefined)
        this.sampledPeak.set(pid, Math.max(this.sampledPeak.get(pid) ?? 0, rss));
    }
  }

  stop(): WatchReport {
    clearInterval(this.timer);
    this.sample();
    const seconds = (performance.now() - this.startedAt) / 1000;
    const machine = machineTicks();
    const machineSeconds = (machine.busy - this.startMachine.busy) / clockTicksPerSecond();
    return {
      seconds,
      machineCores: machineSeconds / seconds,
      processes: this.processes.map((watched) => {
        const used = (cpuSeconds(watched.pid) ?? 0) - (this.startCpu.get(watched.pid) ?? 0);
        const sampled = this.sampledPeak.get(watched.pid) ?? Number.NaN;
        const hwm = processMemory(watched.pid)?.peakKiB;
        return {
          ...watched,
          cpuSeconds: used,
          cores: used / seconds,
          peakKiB:
            this.peakReset.get(watched.pid) && hwm !== undefined ? Math.max(hwm, sampled) : sampled,
        };
      }),
    };
  }
}
