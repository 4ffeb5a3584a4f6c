import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CITIZEN_IMPORT_MESSAGES,
  CITIZEN_IMPORT_PROBLEMS_SHOWN,
  type CitizenFileImport,
  type CitizenImportProblem,
  type CitizenImportRow,
} from '@hbc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { actorOf, recordActivity } from '../activity-log/record-activity';
import type { CidProtection } from '../../cid/cid-protection';
import type { FileRecord } from '../../cid/import/file-record';
import type { Database, DatabaseDriver } from '../../db/database';
import { province } from '../../db/schema';
import type { Staff } from '../../plugins/app/auth';
import { CITIZEN_LOG } from './citizen-activity';
import type { CitizenFile } from './citizen-file';
import { citizenRowOf, type ProvinceNames } from './citizen-file-row';
import {
  addCitizenImportProgress,
  createCitizenImport,
  finishCitizenImport,
  toCitizenFileImport,
} from './citizen-import-store';
import { mergeCitizens } from './merge-citizens';

/** Rows merged (and the progress written) at a time. */
export const CITIZEN_FILE_BATCH_ROWS = 5_000;

/** The import stopped before its end: the API is closing, or it was failed as stale. */
class ImportStopped extends Error {
  constructor() {
    super('the import stopped before its end');
    this.name = 'ImportStopped';
  }
}

async function provinceNames(db: Database): Promise<ProvinceNames> {
  const rows = await db
    .select({ id: province.id, nameTh: province.nameTh, nameEn: province.nameEn })
    .from(province);
  return new Map(
    rows.flatMap((row) => [
      [row.nameTh, row.id],
      [row.nameEn.toLowerCase(), row.id],
    ]),
  );
}

/** What a failure may say in the log: its kind, never its message (which can quote a value). */
function failureOf(error: unknown): Record<string, unknown> {
  const { name, code, constraint } = error as {
    name?: unknown;
    code?: unknown;
    constraint?: unknown;
  };
  return { name, code, constraint };
}

interface ImportRun {
  importId: string;
  staff: Staff;
  fileName: string;
  file: CitizenFile;
}

/**
 * Super Admins' citizen files, read and merged in the background: `start` records the import
 * and answers it at once; its rows are then merged CITIZEN_FILE_BATCH_ROWS at a time, each batch
 * committed with the import's progress (so the console's progress bar moves, and a batch again
 * changes nothing), and the import ends DONE, or FAILED with a Thai message; either way its
 * counts go to the activity log. Closing waits for the running imports, which stop (FAILED) at
 * their next batch.
 */
export class CitizenFileImports {
  readonly #running = new Set<Promise<void>>();
  #closing = false;

  constructor(
    private readonly deps: {
      db: Database;
      /** How the merge stages a batch (see `stageCitizens`). */
      driver: DatabaseDriver;
      protection: CidProtection;
      log: FastifyBaseLogger;
      batchRows?: number;
    },
  ) {}

  async start(staff: Staff, fileName: string, file: CitizenFile): Promise<CitizenFileImport> {
    const created = await createCitizenImport(this.deps.db, {
      createdBy: staff.userId,
      fileName,
      totalRows: file.totalRows,
    });
    const run = this.#run({ importId: created.id, staff, fileName, file });
    this.#running.add(run);
    void run.finally(() => this.#running.delete(run));
    return toCitizenFileImport(created);
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#running);
  }

  async #run(run: ImportRun): Promise<void> {
    const { log } = this.deps;
    try {
      // Let the request that started it be answered first.
      await nextTurn();
      await this.#mergeAll(run);
      await this.#finish(run, { status: 'DONE' });
    } catch (error) {
      if (!(error instanceof ImportStopped)) {
        log.error(
          { importId: run.importId, failure: failureOf(error) },
          'citizen file import failed',
        );
      }
      try {
        await this.#finish(run, {
          status: 'FAILED',
          message: CITIZEN_IMPORT_MESSAGES.importFailed,
        });
      } catch (finishing) {
        // Failed as stale by housekeeping instead (or the database is gone).
        log.error(
          { importId: run.importId, failure: failureOf(finishing) },
          'citizen file import not ended',
        );
      }
    }
  }

  async #mergeAll(run: ImportRun): Promise<void> {
    const provinces = await provinceNames(this.deps.db);
    const seen = new Map<number, number>();
    const kept = { problems: 0 };
    const size = this.deps.batchRows ?? CITIZEN_FILE_BATCH_ROWS;
    let batch: FileRecord[] = [];
    for (const record of run.file.rows()) {
      batch.push(record);
      if (batch.length < size) continue;
      await this.#mergeBatch(run, batch, { provinces, seen, kept });
      batch = [];
      await nextTurn();
    }
    if (batch.length > 0) await this.#mergeBatch(run, batch, { provinces, seen, kept });
  }

  async #mergeBatch(
    run: ImportRun,
    records: readonly FileRecord[],
    state: { provinces: ProvinceNames; seen: Map<number, number>; kept: { problems: number } },
  ): Promise<void> {
    if (this.#closing) throw new ImportStopped();
    const rows: CitizenImportRow[] = [];
    const rowNumbers: number[] = [];
    const unreadable: CitizenImportProblem[] = [];
    for (const record of records) {
      const row = citizenRowOf(record, run.file.columns, state.provinces);
      if ('message' in row) unreadable.push(row);
      else {
        rows.push(row);
        rowNumbers.push(record.row);
      }
    }
    await mergeCitizens(this.deps, this.deps.protection, rows, {
      rowNumbers,
      seen: state.seen,
      inTransaction: async (tx, merged) => {
        const problems = [...unreadable, ...merged.problems]
          .sort((a, b) => a.row - b.row)
          .slice(0, Math.max(0, CITIZEN_IMPORT_PROBLEMS_SHOWN - state.kept.problems));
        const running = await addCitizenImportProgress(tx, run.importId, {
          ...merged,
          received: records.length,
          rejected: merged.rejected + unreadable.length,
          problems,
        });
        if (!running) throw new ImportStopped();
        state.kept.problems += problems.length;
      },
    });
  }

  async #finish(
    run: ImportRun,
    outcome: { status: 'DONE' } | { status: 'FAILED'; message: string },
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const ended = await finishCitizenImport(tx, run.importId, outcome);
      if (!ended) return;
      const { staff } = run;
      await recordActivity(
        tx,
        actorOf({ id: staff.userId, role: staff.role, unitId: staff.unitId }, staff),
        {
          menu: CITIZEN_LOG.menu,
          action: CITIZEN_LOG.action,
          subject: CITIZEN_LOG.fileSubject(run.fileName),
          description: CITIZEN_LOG.describeFile(
            { ...toCitizenFileImport(ended), received: ended.processedRows },
            outcome.status === 'FAILED',
          ),
        },
      );
    });
  }
}
