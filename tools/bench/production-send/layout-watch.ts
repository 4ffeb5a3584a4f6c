import type { StackProcess } from '@hbc/production-layout';
import { ProcessWatch, type ProcessUse } from '../process-watch';

/** What one process of the layout used over the watch, all its lives together. */
export interface MemberUse {
  name: string;
  cpuSeconds: number;
  /** The highest peak (VmHWM) of any of its lives, KiB. */
  peakKiB: number;
  /** How many times it was started during the watch, the first life included. */
  lives: number;
}

/**
 * The CPU time and peak memory of the layout's processes while a send goes on, across kills and
 * restarts: each life of a process is watched on its own (a killed process's counters go with
 * it, so they are read just before), and the lives are added up.
 */
export class LayoutWatch {
  private readonly current = new Map<string, ProcessWatch>();
  private readonly ended: ProcessUse[] = [];
  private readonly lives = new Map<string, number>();
  private readonly startedAt = Date.now();

  constructor(members: readonly StackProcess[]) {
    for (const member of members) this.watch(member);
  }

  private watch(member: StackProcess): void {
    this.current.set(member.name, new ProcessWatch([{ name: member.name, pid: member.pid }]));
    this.lives.set(member.name, (this.lives.get(member.name) ?? 0) + 1);
  }

  private close(name: string): void {
    const watch = this.current.get(name);
    if (!watch) return;
    this.ended.push(...watch.stop().processes);
    this.current.delete(name);
  }

  /** Runs `restart` (a kill and a start, or a graceful stop and a start) between two lives. */
  async around(member: StackProcess, restart: () => Promise<void>): Promise<void> {
    this.close(member.name);
    await restart();
    this.watch(member);
  }

  stop(): { seconds: number; members: MemberUse[] } {
    for (const name of [...this.current.keys()]) this.close(name);
    const byName = new Map<string, MemberUse>();
    for (const use of this.ended) {
      const sum = byName.get(use.name) ?? {
        name: use.name,
        cpuSeconds: 0,
        peakKiB: 0,
        lives: this.lives.get(use.name) ?? 1,
      };
      sum.cpuSeconds += use.cpuSeconds;
      sum.peakKiB = Math.max(sum.peakKiB, use.peakKiB);
      byName.set(use.name, sum);
    }
    return { seconds: (Date.now() - this.startedAt) / 1000, members: [...byName.values()] };
  }
}
