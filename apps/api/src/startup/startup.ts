/**
 * What a process is doing before it serves, as `/api/health` names it: opening its database,
 * migrating it (or waiting for another process that does), seeding it, then starting the queue
 * and what runs on it.
 */
export const STARTUP_PHASES = ['opening', 'migrating', 'seeding', 'starting'] as const;
export type StartupPhase = (typeof STARTUP_PHASES)[number];

/** One piece of the start-up; `signal` fires when the process is told to stop meanwhile. */
export type StartupStep = (signal: AbortSignal) => Promise<void>;

/** The reason a start-up stopped before its end: the process is stopping. */
export class StartupStopped extends Error {
  constructor() {
    super('stopped before the start-up finished');
    this.name = 'StartupStopped';
  }
}

/**
 * The start-up work of a process: the database, its migrations and seeds, the
 * queue and what runs on it. The app's plugins add their steps while they are registered; `run`
 * runs them one after another, in that order, once every plugin is loaded, so no plugin timeout
 * limits them: a migration may take minutes. Meanwhile the process already answers HTTP (503, and
 * `/api/health` names the phase).
 */
export class Startup {
  private readonly steps: StartupStep[] = [];
  private readonly stopping = new AbortController();
  private running: Promise<void> | undefined;
  private finished = false;
  private current: StartupPhase = 'opening';

  /** Adds a step, run after those added before it. */
  add(step: StartupStep): void {
    if (this.running) throw new Error('The start-up is already running');
    this.steps.push(step);
  }

  /** What the process is doing now (for the health check). */
  get phase(): StartupPhase {
    return this.current;
  }

  enter(phase: StartupPhase): void {
    this.current = phase;
  }

  /** Every step has ended well: the process serves. */
  get isReady(): boolean {
    return this.finished;
  }

  /** Runs the steps (once, however often it is called); rejects with the first step's failure. */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps) {
        this.stopping.signal.throwIfAborted();
        await step(this.stopping.signal);
      }
      this.finished = true;
    })();
    return this.running;
  }

  /**
   * Starts no further step and tells the one under way to stop (it ends at its next safe point:
   * between migrations, between chunks of citizens, or at once while waiting for another
   * process); resolves once it has.
   */
  async stop(): Promise<void> {
    if (!this.finished) this.stopping.abort(new StartupStopped());
    await this.running?.catch(() => undefined);
  }
}
