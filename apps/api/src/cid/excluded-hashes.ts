import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { excludedCid } from '../db/schema';

/** Hashes looked up per statement: one array parameter, well under any message size limit. */
export const EXCLUDED_HASH_CHUNK = 10_000;

/** `hashes` as one `text[]` parameter (Drizzle would otherwise spread an array into a list). */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;

/**
 * Which of `hashes` (keyed CID hashes, `CidProtection.hashCid`) are on the excluded-CID list: one
 * indexed `= any($1)` statement per EXCLUDED_HASH_CHUNK hashes, never a statement per hash.
 */
export async function excludedHashes(
  db: Database,
  hashes: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(hashes)];
  for (let start = 0; start < unique.length; start += EXCLUDED_HASH_CHUNK) {
    const chunk = unique.slice(start, start + EXCLUDED_HASH_CHUNK);
    const rows = await db
      .select({ hash: excludedCid.cidHash })
      .from(excludedCid)
      .where(sql`${excludedCid.cidHash} = any(${textArray(chunk)})`);
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

/**
 * The condition of a recipients query that keeps people off the excluded-CID list:
 * `not exists (select 1 from excluded_cid where cid_hash = <cidHash>)`, e.g.
 * `notExcluded(citizen.cidHash)`. A NULL hash (no CID known) is never excluded.
 */
export function notExcluded(cidHash: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${excludedCid} where ${excludedCid.cidHash} = ${cidHash})`;
}
