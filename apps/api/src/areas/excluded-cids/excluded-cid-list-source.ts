import {
  CID_LENGTH,
  maskCid,
  normaliseCid,
  type ExcludedCidListQuery,
  type ExcludedCidRecord,
  type ExcludedCidSortField,
} from '@hbc/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CidProtection } from '../../cid/cid-protection';
import type { Database } from '../../db/database';
import { countRows, searchCondition, type ListSource, type RowCount } from '../../db/list-query';
import { appUser, excludedCid, fullNameOf } from '../../db/schema';

/** The name of who added the CID (null once that user is deleted). */
const createdByName = sql<string | null>`${fullNameOf(appUser)}`;

/** The rows of the list as stored: the CID still encrypted (see `toExcludedCidRecord`). */
export function selectExcludedCidRows(db: Database) {
  return db
    .select({
      id: excludedCid.id,
      cidEncrypted: excludedCid.cidEncrypted,
      cidKeyId: excludedCid.cidKeyId,
      reason: excludedCid.reason,
      createdByName,
      createdAt: excludedCid.createdAt,
    })
    .from(excludedCid)
    .leftJoin(appUser, eq(appUser.id, excludedCid.createdBy))
    .$dynamic();
}

export type ExcludedCidRow = Awaited<ReturnType<typeof selectExcludedCidRows>>[number];

/** The row's CID masked (1-2345-xxxxx-xx-1), decrypted for this only. */
export const maskedCidOf = (row: ExcludedCidRow, protection: CidProtection): string =>
  maskCid(protection.decryptCid(row.cidEncrypted, row.cidKeyId));

/** A row as the API answers it: the CID masked, never in full, never encrypted. */
export function toExcludedCidRecord(
  row: ExcludedCidRow,
  protection: CidProtection,
): ExcludedCidRecord {
  return {
    id: row.id,
    cidMasked: maskedCidOf(row, protection),
    reason: row.reason,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A full CID (13 digits once spaces and dashes are dropped) is matched by its hash, exactly;
 * any other text is looked for in the reason and in the name of who added the CID.
 */
function excludedCidSearch(search: string | undefined, protection: CidProtection): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const digits = normaliseCid(text);
  if (digits.length === CID_LENGTH && /^\d+$/.test(digits)) {
    return eq(excludedCid.cidHash, protection.hashCid(digits));
  }
  return searchCondition(text, [excludedCid.reason, fullNameOf(appUser)]);
}

export type ExcludedCidListSource = ListSource<
  ExcludedCidSortField,
  ReturnType<typeof selectExcludedCidRows>,
  RowCount
>;

/**
 * How the excluded-CID list reads its rows (`POST /api/setting/cid/list` and its export): newest
 * first unless asked otherwise; the search (by hash or by text) among the conditions.
 */
export function excludedCidListSource(
  db: Database,
  query: Pick<ExcludedCidListQuery, 'search'>,
  protection: CidProtection,
): ExcludedCidListSource {
  return {
    rows: selectExcludedCidRows(db),
    total: countRows(db, excludedCid).leftJoin(appUser, eq(appUser.id, excludedCid.createdBy)),
    sortColumns: {
      createdAt: excludedCid.createdAt,
      reason: excludedCid.reason,
      createdByName: fullNameOf(appUser),
    },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    tiebreak: excludedCid.id,
    searchColumns: [],
    conditions: [excludedCidSearch(query.search, protection)],
  };
}
