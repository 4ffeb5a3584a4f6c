import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { BotVisitKind, UserAgentClass } from '../../db/schema';
import type { JournaledVisit, VisitJournal } from './visit-journal';

/** A person's click, as the redirect saw it. */
export interface ClickVisit {
  bot: false;
  at: Date;
  trackingUrlId: number;
  /** The broadcast the link said it came from (`?b=`); kept only if that broadcast carried the link. */
  broadcastId: number | null;
  userAgentClass: Exclude<UserAgentClass, 'BOT'>;
  ipHash: string;
  /** Kept (cut at 300 characters) only should the click be a repeat, stored as a bot visit. */
  userAgent?: string | null;
}

/** A bot's visit (HEAD, prefetch, link preview, crawler, script): kept apart from clicks. */
export interface BotVisit {
  bot: true;
  at: Date;
  trackingUrlId: number;
  broadcastId: number | null;
  kind: BotVisitKind;
  userAgent: string | null;
}

export type Visit = ClickVisit | BotVisit;

export interface VisitWriterOptions {
  /** The time a visit is stamped with (tests set the clock). */
  now?: () => Date;
  /** Pending visits are written at least this often. */
  flushEveryMs?: number;
  /** ... and as soon as this many wait. */
  flushAt?: number;
  /** Past this many pending visits, new ones are dropped (with a warning): memory stays bounded. */
  maxPending?: number;
  /** Rows per INSERT. */
  rowsPerStatement?: number;
  /** Times a failed batch is tried again, one flush apart, before it is dropped. */
  maxTries?: number;
  /** How often the `click_person_hour` and `click_person_minute` rows of the past are purged. */
  purgeEveryMs?: number;
  /** Told after a batch holding clicks was written (the rollups then bring the counts up to date). */
  onClicksWritten?: () => void;
  /** Where each visit is kept until it is written, so that a killed process loses none. */
  journal?: VisitJournal;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Who clicked in which hour is kept this long: enough for clicks still queued. */
const PERSON_HOURS_KEPT_MS = 2 * HOUR_MS;
/**
 * Who clicked in which minute is kept this long: a queued batch is written (or given up) within
 * seconds, so older minutes can no longer be clicked in.
 */
const PERSON_MINUTES_KEPT_MS = 5 * MINUTE_MS;
/** A dropped-visits warning at most this often, so that a flood does not flood the log too. */
const WARN_EVERY_MS = 10_000;

/** The clock hour of `at` (UTC, which is also Bangkok's: UTC+7 has whole hours). */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
/** The clock minute of `at`. */
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

interface PendingBatch {
  visits: Visit[];
  tries: number;
  /** The journal's place of its last visit (0: not journaled). */
  lastSeq: number;
}

/**
 * Writes the visits of tracking links in batches, off the redirect's path: `record` only queues
 * in memory; every `flushEveryMs` (or at `flushAt` pending) one transaction writes them all, one
 * multi-row INSERT per table. With a journal, each visit is in its file before `record` returns
 * and a process killed meanwhile writes it when started again; without one, a crash loses what
 * waited since the last flush. `close` writes everything still pending.
 *
 * One click per address (keyed IP hash), link and clock minute is counted: `click_person_minute`
 * takes one row per address, link and minute, and only the click whose row was inserted (not
 * already there) is written as a click, across processes too; the others are kept as REPEAT bot
 * visits. A counted click is unique (`unique_in_hour`) when it is its person's first on the link
 * in that clock hour, by `click_person_hour` the same way. `?b=` is kept only for a broadcast that
 * carried the link (`broadcast_tracking_url`); any other is dropped.
 */
export class VisitWriter {
  readonly now: () => Date;
  private pending: Visit[] = [];
  private pendingLastSeq = 0;
  private retry: PendingBatch | null = null;
  private writing: Promise<void> = Promise.resolve();
  private flushQueued = false;
  private timers: NodeJS.Timeout[] = [];
  private dropped = 0;
  private lastWarnAt = 0;
  private readonly options: Required<
    Omit<VisitWriterOptions, 'log' | 'now' | 'onClicksWritten' | 'journal'>
  >;

  constructor(
    private readonly db: Database,
    private readonly settings: VisitWriterOptions,
  ) {
    this.now = settings.now ?? (() => new Date());
    this.options = {
      flushEveryMs: settings.flushEveryMs ?? 1000,
      flushAt: settings.flushAt ?? 1000,
      maxPending: settings.maxPending ?? 100_000,
      rowsPerStatement: settings.rowsPerStatement ?? 5000,
      maxTries: settings.maxTries ?? 5,
      purgeEveryMs: settings.purgeEveryMs ?? 10 * 60_000,
    };
  }

  /** Visits queued and not yet written. */
  get pendingCount(): number {
    return this.pending.length + (this.retry?.visits.length ?? 0);
  }

  /** Starts the flush and purge timers (they never keep the process alive). */
  start(): void {
    const every = (ms: number, run: () => Promise<unknown>) => {
      const timer = setInterval(() => void run(), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.flushEveryMs, () => this.flush());
    every(this.options.purgeEveryMs, async () => {
      await this.purgePersonHours().catch((error: unknown) =>
        this.settings.log.error({ err: error }, 'purging click_person_hour failed'),
      );
      await this.purgePersonMinutes().catch((error: unknown) =>
        this.settings.log.error({ err: error }, 'purging click_person_minute failed'),
      );
    });
  }

  /** Queues a visit; never waits and never throws (past `maxPending` the visit is dropped). */
  record(visit: Visit): void {
    if (this.pendingCount >= this.options.maxPending) {
      this.dropped += 1;
      const at = Date.now();
      if (at - this.lastWarnAt >= WARN_EVERY_MS) {
        this.lastWarnAt = at;
        this.settings.log.warn(
          { dropped: this.dropped, pending: this.pendingCount },
          'tracking-link visits dropped: the queue is full (is the database keeping up?)',
        );
      }
      return;
    }
    this.pending.push(visit);
    if (this.settings.journal) this.pendingLastSeq = this.settings.journal.append(visit);
    if (this.pending.length >= this.options.flushAt) void this.flush();
  }

  /** Queues the visits a journal held that were not written before the process stopped. */
  replay(journaled: readonly JournaledVisit[]): void {
    for (const { seq, visit } of journaled) {
      this.pending.push(visit);
      this.pendingLastSeq = Math.max(this.pendingLastSeq, seq);
    }
  }

  /**
   * Writes what is pending now (after any flush under way). Failures are logged, not thrown:
   * the batch is tried again at the next flush, up to `maxTries` times.
   */
  flush(): Promise<void> {
    if (this.flushQueued) return this.writing;
    this.flushQueued = true;
    this.writing = this.writing.then(async () => {
      this.flushQueued = false;
      await this.writePending();
    });
    return this.writing;
  }

  /**
   * Stops the timers and writes everything still pending, after the write under way (or drops
   * what keeps failing).
   */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    do await this.flush();
    while (this.pendingCount > 0);
    this.settings.journal?.close();
  }

  /** Deletes who-clicked-when rows of hours past the last two; answers how many. */
  async purgePersonHours(): Promise<number> {
    const before = new Date(this.now().getTime() - PERSON_HOURS_KEPT_MS);
    const { rows } = await this.db.execute<{ n: number }>(sql`
      with gone as (delete from click_person_hour where hour < ${before.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from gone`);
    return Number(rows[0]?.n ?? 0);
  }

  /** Deletes who-clicked-when rows of minutes past the last five; answers how many. */
  async purgePersonMinutes(): Promise<number> {
    const before = new Date(this.now().getTime() - PERSON_MINUTES_KEPT_MS);
    const { rows } = await this.db.execute<{ n: number }>(sql`
      with gone as (delete from click_person_minute where minute < ${before.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from gone`);
    return Number(rows[0]?.n ?? 0);
  }

  private async writePending(): Promise<void> {
    const batch = this.retry ?? {
      visits: this.pending.splice(0),
      tries: 0,
      lastSeq: this.pendingLastSeq,
    };
    this.retry = null;
    if (batch.visits.length === 0) return;
    const { journal } = this.settings;
    try {
      await this.db.transaction(async (tx) => {
        for (let start = 0; start < batch.visits.length; start += this.options.rowsPerStatement) {
          await writeVisits(tx, batch.visits.slice(start, start + this.options.rowsPerStatement));
        }
        if (journal && batch.lastSeq > 0) await journal.written(tx, batch.lastSeq);
      });
      // Nothing arrived meanwhile (appends are synchronous): the journal holds nothing unwritten.
      if (journal && this.pending.length === 0 && this.retry === null) journal.empty();
      if (batch.visits.some((visit) => !visit.bot)) this.settings.onClicksWritten?.();
    } catch (error) {
      batch.tries += 1;
      const details = { err: error, visits: batch.visits.length, tries: batch.tries };
      if (batch.tries >= this.options.maxTries) {
        this.settings.log.error(details, 'tracking-link visits dropped: writing them kept failing');
      } else {
        this.settings.log.warn(details, 'writing tracking-link visits failed; trying again');
        this.retry = batch;
      }
    }
  }
}

/** One INSERT of clicks (with their unique flag) and one of bot visits. */
async function writeVisits(tx: Database, visits: readonly Visit[]): Promise<void> {
  const clicks = visits.filter((visit): visit is ClickVisit => !visit.bot);
  const bots = visits.filter((visit): visit is BotVisit => visit.bot);
  if (clicks.length > 0) await insertClicks(tx, clicks);
  if (bots.length > 0) await insertBotVisits(tx, bots);
}

/** A broadcast id only where that broadcast carried the link. */
const carriedBroadcast = sql`case when v.broadcast_id is not null and exists (
    select 1 from broadcast_tracking_url btu
    where btu.broadcast_id = v.broadcast_id and btu.tracking_url_id = v.tracking_url_id)
  then v.broadcast_id end`;

/**
 * The clicks, each counted when its (link, address, minute) row is new to `click_person_minute`
 * (of several such clicks in the batch, the earliest), the rest stored as REPEAT bot visits; a
 * counted click is unique when its (link, person, hour) row is new to `click_person_hour` (of
 * several counted in the batch, the earliest). Rows of links deleted meanwhile are left out. The
 * rows of both tables are inserted in key order, so that two writers never wait on each other in
 * turn.
 */
async function insertClicks(tx: Database, clicks: readonly ClickVisit[]): Promise<void> {
  await tx.execute(sql`
    with v as (
      select u.*, row_number() over (
          partition by u.tracking_url_id, u.ip_hash, u.minute order by u.clicked_at, u.n) as nth
      from unnest(
        ${sql.param(clicks.map((click) => click.at.toISOString()))}::timestamptz[],
        ${sql.param(clicks.map((click) => minuteOf(click.at).toISOString()))}::timestamptz[],
        ${sql.param(clicks.map((click) => hourOf(click.at).toISOString()))}::timestamptz[],
        ${sql.param(clicks.map((click) => click.trackingUrlId))}::int[],
        ${sql.param(clicks.map((click) => click.broadcastId))}::int[],
        ${sql.param(clicks.map((click) => click.userAgentClass))}::text[],
        ${sql.param(clicks.map((click) => click.ipHash))}::text[],
        ${sql.param(clicks.map((click) => click.userAgent?.slice(0, 300) ?? null))}::text[]
      ) with ordinality as u(clicked_at, minute, hour, tracking_url_id, broadcast_id, user_agent_class, ip_hash, user_agent, n)
      where exists (select 1 from tracking_url t where t.id = u.tracking_url_id)
    ), minutes as (
      insert into click_person_minute (tracking_url_id, ip_hash, minute)
      select tracking_url_id, ip_hash, minute from v where nth = 1
      order by tracking_url_id, ip_hash, minute
      on conflict do nothing
      returning tracking_url_id, ip_hash, minute
    ), counted as (
      select v.*, row_number() over (
          partition by v.tracking_url_id, v.ip_hash, v.hour order by v.clicked_at, v.n) as nth_in_hour
      from v join minutes m
        on m.tracking_url_id = v.tracking_url_id and m.ip_hash = v.ip_hash and m.minute = v.minute
      where v.nth = 1
    ), firsts as (
      insert into click_person_hour (tracking_url_id, ip_hash, hour)
      select tracking_url_id, ip_hash, hour from counted where nth_in_hour = 1
      order by tracking_url_id, ip_hash, hour
      on conflict do nothing
      returning tracking_url_id, ip_hash, hour
    ), repeats as (
      insert into bot_visit (visited_at, tracking_url_id, broadcast_id, kind, user_agent)
      select v.clicked_at, v.tracking_url_id, ${carriedBroadcast}, 'REPEAT', v.user_agent
      from v where not exists (select 1 from counted c where c.n = v.n)
      order by v.n
    )
    insert into click (clicked_at, tracking_url_id, broadcast_id, user_agent_class, ip_hash, unique_in_hour)
    select v.clicked_at, v.tracking_url_id, ${carriedBroadcast}, v.user_agent_class, v.ip_hash,
      v.nth_in_hour = 1 and f.tracking_url_id is not null
    from counted v left join firsts f
      on f.tracking_url_id = v.tracking_url_id and f.ip_hash = v.ip_hash and f.hour = v.hour
    order by v.n`);
}

async function insertBotVisits(tx: Database, bots: readonly BotVisit[]): Promise<void> {
  await tx.execute(sql`
    insert into bot_visit (visited_at, tracking_url_id, broadcast_id, kind, user_agent)
    select v.visited_at, v.tracking_url_id, ${carriedBroadcast}, v.kind, v.user_agent
    from unnest(
      ${sql.param(bots.map((bot) => bot.at.toISOString()))}::timestamptz[],
      ${sql.param(bots.map((bot) => bot.trackingUrlId))}::int[],
      ${sql.param(bots.map((bot) => bot.broadcastId))}::int[],
      ${sql.param(bots.map((bot) => bot.kind))}::text[],
      ${sql.param(bots.map((bot) => bot.userAgent?.slice(0, 300) ?? null))}::text[]
    ) with ordinality as v(visited_at, tracking_url_id, broadcast_id, kind, user_agent, n)
    where exists (select 1 from tracking_url t where t.id = v.tracking_url_id)
    order by v.n`);
}
