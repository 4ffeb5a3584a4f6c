import {
  CITIZEN_IMPORT_MESSAGES,
  type CitizenFileImport,
  type CitizenImportProblem,
  type CitizenImportResult,
} from '@hbc/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { citizenImport } from '../../db/schema';

/** A RUNNING import older than this is taken for lost (its process stopped) and failed. */
export const CITIZEN_IMPORT_STALE_MINUTES = 10;

type ImportRow = typeof citizenImport.$inferSelect;

/** The stored import as `GET /api/citizen/import-file/{importId}` answers it. */
export function toCitizenFileImport(row: ImportRow): CitizenFileImport {
  return {
    importId: row.id,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    received: row.processedRows,
    inserted: row.inserted,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    problems: row.problems,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A new RUNNING import of `totalRows` rows. */
export async function createCitizenImport(
  db: Database,
  values: { createdBy: number; fileName: string; totalRows: number },
): Promise<ImportRow> {
  const [row] = await db.insert(citizenImport).values(values).returning();
  if (!row) throw new Error('citizen_import insert returned no row');
  return row;
}

export async function citizenImportById(
  db: Database,
  importId: string,
): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(citizenImport).where(eq(citizenImport.id, importId));
  return row;
}

/**
 * Adds a batch's counts and problems (the caller keeps them to CITIZEN_IMPORT_PROBLEMS_SHOWN in
 * all) to a RUNNING import; false when it is no longer running (failed as stale meanwhile).
 */
export async function addCitizenImportProgress(
  db: Database,
  importId: string,
  batch: Omit<CitizenImportResult, 'problems'> & { problems: readonly CitizenImportProblem[] },
): Promise<boolean> {
  const rows = await db
    .update(citizenImport)
    .set({
      processedRows: sql`${citizenImport.processedRows} + ${batch.received}`,
      inserted: sql`${citizenImport.inserted} + ${batch.inserted}`,
      updated: sql`${citizenImport.updated} + ${batch.updated}`,
      unchanged: sql`${citizenImport.unchanged} + ${batch.unchanged}`,
      rejected: sql`${citizenImport.rejected} + ${batch.rejected}`,
      problems: sql`${citizenImport.problems} || ${JSON.stringify(batch.problems)}::jsonb`,
    })
    .where(and(eq(citizenImport.id, importId), eq(citizenImport.status, 'RUNNING')))
    .returning({ id: citizenImport.id });
  return rows.length > 0;
}

/** Ends a RUNNING import (DONE, or FAILED with `message`); answers it as it ended, or undefined. */
export async function finishCitizenImport(
  db: Database,
  importId: string,
  outcome: { status: 'DONE' } | { status: 'FAILED'; message: string },
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(citizenImport)
    .set({
      status: outcome.status,
      message: outcome.status === 'FAILED' ? outcome.message : null,
      finishedAt: sql`now()`,
    })
    .where(and(eq(citizenImport.id, importId), eq(citizenImport.status, 'RUNNING')))
    .returning();
  return row;
}

/**
 * Fails the imports still RUNNING CITIZEN_IMPORT_STALE_MINUTES after they started: the process
 * reading them stopped (an import of the largest file allowed takes a minute or two). Their rows
 * loaded so far stay: importing the file again changes nothing for them. Answers how many.
 */
export async function failStaleCitizenImports(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - CITIZEN_IMPORT_STALE_MINUTES * 60 * 1000);
  const rows = await db
    .update(citizenImport)
    .set({ status: 'FAILED', message: CITIZEN_IMPORT_MESSAGES.importFailed, finishedAt: now })
    .where(and(eq(citizenImport.status, 'RUNNING'), lt(citizenImport.createdAt, cutoff)))
    .returning({ id: citizenImport.id });
  return rows.length;
}
