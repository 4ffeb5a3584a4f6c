import { Client } from 'pg';
import { cpuSeconds } from './proc-stats';

/** One look at a session of the database in pg_stat_activity. */
export interface SessionSample {
  pid: number;
  state: string | null;
  waitEventType: string | null;
  waitEvent: string | null;
  /** The statement running (or last run), as pg_stat_activity shows it. */
  query: string;
}

/** What the database's sessions were doing over the samples. */
export interface WaitProfile {
  samples: number;
  /** Sessions connected, on average over the samples. */
  connected: number;
  /** Sessions running a statement, on average. */
  active: number;
  /** Sessions inside a transaction, waiting for the client's next statement, on average. */
  idleInTransaction: number;
  /** Of the active sessions' samples: what each was on (`CPU` when no wait), as shares, largest first. */
  activeOn: { on: string; share: number }[];
  /** Of the active sessions' samples: which statement (its start) and on what, as shares, largest first. */
  statements: { statement: string; on: string; share: number }[];
}

/** The first words of a statement without its comments, enough to tell which one it is. */
export function statementHead(query: string): string {
  const words = query
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > STATEMENT_HEAD ? `${words.slice(0, STATEMENT_HEAD)}…` : words;
}
const STATEMENT_HEAD = 90;

/** Counts as shares of `total`, largest first. */
function shares<K>(counts: Map<K, number>, total: number): { key: K; share: number }[] {
  return [...counts.entries()]
    .map(([key, n]) => ({ key, share: total === 0 ? 0 : n / total }))
    .sort((a, b) => b.share - a.share);
}

/** The profile of samples taken `rounds` times (each round a list of the sessions then). */
export function waitProfile(rounds: readonly (readonly SessionSample[])[]): WaitProfile {
  const on = new Map<string, number>();
  const statements = new Map<string, number>();
  let connected = 0;
  let active = 0;
  let idleInTransaction = 0;
  for (const sessions of rounds) {
    connected += sessions.length;
    for (const session of sessions) {
      if (session.state === 'idle in transaction') idleInTransaction += 1;
      if (session.state !== 'active') continue;
      active += 1;
      const what =
        session.waitEventType === null
          ? 'CPU'
          : `${session.waitEventType}:${session.waitEvent ?? ''}`;
      on.set(what, (on.get(what) ?? 0) + 1);
      const statement = JSON.stringify([statementHead(session.query), what]);
      statements.set(statement, (statements.get(statement) ?? 0) + 1);
    }
  }
  const samples = rounds.length;
  const mean = (n: number) => (samples === 0 ? 0 : n / samples);
  return {
    samples,
    connected: mean(connected),
    active: mean(active),
    idleInTransaction: mean(idleInTransaction),
    activeOn: shares(on, active).map(({ key, share }) => ({ on: key, share })),
    statements: shares(statements, active).map(({ key, share }) => {
      const [statement = '', what = ''] = JSON.parse(key) as string[];
      return { statement, on: what, share };
    }),
  };
}

/** The profile in one line, e.g. `2.1 active of 12 connected (CPU 61%, Lock:transactionid 20%)`. */
export function describeWaits(profile: WaitProfile): string {
  const top = profile.activeOn
    .slice(0, 5)
    .map((w) => `${w.on} ${Math.round(w.share * 100)}%`)
    .join(', ');
  const statements = profile.statements
    .slice(0, 3)
    .map((s) => `${Math.round(s.share * 100)}% "${s.statement}" on ${s.on}`)
    .join('; ');
  return `${profile.active.toFixed(1)} active, ${profile.idleInTransaction.toFixed(1)} idle in transaction, of ${profile.connected.toFixed(0)} connected${top ? ` (active on: ${top})` : ''}${statements ? `; most seen: ${statements}` : ''}`;
}

/**
 * Samples the other sessions of the database every `everyMs` from a connection of its own, and
 * the CPU time of their server processes (the server runs on this machine), until stopped.
 */
export class DatabaseWaitSampler {
  private readonly rounds: SessionSample[][] = [];
  private readonly firstCpu = new Map<number, number>();
  private readonly lastCpu = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  private constructor(
    private readonly client: Client,
    private readonly everyMs: number,
  ) {}

  static async start(databaseUrl: string, everyMs = 100): Promise<DatabaseWaitSampler> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const sampler = new DatabaseWaitSampler(client, everyMs);
    sampler.timer = setInterval(() => void sampler.sample(), everyMs);
    return sampler;
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { rows } = await this.client.query<SessionSample>(`
        select pid, state, wait_event_type as "waitEventType", wait_event as "waitEvent", query
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
      this.rounds.push(rows);
      for (const { pid } of rows) {
        const seconds = cpuSeconds(pid);
        if (seconds === undefined) continue;
        if (!this.firstCpu.has(pid)) this.firstCpu.set(pid, seconds);
        this.lastCpu.set(pid, seconds);
      }
    } finally {
      this.busy = false;
    }
  }

  /** Stops sampling; answers the profile and the CPU seconds the sessions' processes used meanwhile. */
  async stop(): Promise<{ profile: WaitProfile; cpuSeconds: number }> {
    if (this.timer) clearInterval(this.timer);
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, this.everyMs / 4));
    await this.client.end();
    let used = 0;
    for (const [pid, last] of this.lastCpu) used += last - (this.firstCpu.get(pid) ?? last);
    return { profile: waitProfile(this.rounds), cpuSeconds: used };
  }
}
