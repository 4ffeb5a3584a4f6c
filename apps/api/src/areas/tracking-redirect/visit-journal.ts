import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Visit } from './visit-writer';

/** A visit and its place in its process's journal. */
export interface JournaledVisit {
  seq: number;
  visit: Visit;
}

/** A visit as a line of the journal holds it (its time as ISO 8601). */
type VisitLine = { seq: number; visit: Omit<Visit, 'at'> & { at: string } };

function parsedLine(line: string): JournaledVisit | null {
  try {
    const { seq, visit } = JSON.parse(line) as VisitLine;
    if (!Number.isSafeInteger(seq)) return null;
    return { seq, visit: { ...visit, at: new Date(visit.at) } as Visit };
  } catch {
    // The last line of a process killed while writing it.
    return null;
  }
}

/**
 * One API process's journal of tracking-link visits, a file of JSON lines: each visit is appended
 * before its redirect answers, and the transaction that writes visits to the database records how
 * far it got (`visit_journal`). The file is in the operating system's hands as soon as it is
 * written, so a process that is killed loses nothing; started again under the same name, it
 * replays the visits after its record. The file is emptied whenever everything in it is written.
 */
export class VisitJournal {
  private fd: number | null = null;
  private nextSeq = 1;

  constructor(
    /** The journal's file. */
    readonly file: string,
    /** Its name in `visit_journal`: the process's host and port. */
    readonly name: string,
  ) {}

  /** Opens the journal; answers the visits it holds that the database does not. */
  async open(db: Database): Promise<JournaledVisit[]> {
    mkdirSync(dirname(this.file), { recursive: true });
    const { rows } = await db.execute<{ flushed_seq: string | number }>(
      sql`select flushed_seq from visit_journal where name = ${this.name}`,
    );
    const flushed = Number(rows[0]?.flushed_seq ?? 0);
    let last = flushed;
    const unwritten: JournaledVisit[] = [];
    if (existsSync(this.file)) {
      for (const line of readFileSync(this.file, 'utf8').split('\n')) {
        const journaled = line === '' ? null : parsedLine(line);
        if (!journaled) continue;
        last = Math.max(last, journaled.seq);
        if (journaled.seq > flushed) unwritten.push(journaled);
      }
    }
    this.nextSeq = last + 1;
    this.fd = openSync(this.file, 'a');
    return unwritten;
  }

  /** Appends `visit` (nothing is kept before `open`); answers its place. */
  append(visit: Visit): number {
    const seq = this.nextSeq++;
    if (this.fd !== null) {
      const line: VisitLine = { seq, visit: { ...visit, at: visit.at.toISOString() } };
      writeSync(this.fd, `${JSON.stringify(line)}\n`);
    }
    return seq;
  }

  /** Records, in the transaction `tx` that wrote them, that the visits up to `seq` are written. */
  async written(tx: Database, seq: number): Promise<void> {
    await tx.execute(sql`
      insert into visit_journal (name, flushed_seq) values (${this.name}, ${seq})
      on conflict (name) do update set flushed_seq = greatest(visit_journal.flushed_seq, excluded.flushed_seq)`);
  }

  /** Empties the file: call only when every visit in it is written. */
  empty(): void {
    if (this.fd !== null) ftruncateSync(this.fd, 0);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
