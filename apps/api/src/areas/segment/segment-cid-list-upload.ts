import {
  CID_MESSAGES,
  cidProblem,
  SEGMENT_CID_LIST_PROBLEMS_MAX,
  type SegmentCidList,
  type SegmentCidListBody,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { loggedChange } from '../activity-log/logged-change';
import type { Actor } from '../activity-log/record-activity';
import type { CidProtection } from '../../cid/cid-protection';
import { EXCLUDED_HASH_CHUNK, textArray } from '../../cid/excluded-hashes';
import { hideCids } from '../../cid/hide-cids';
import { uploadedCidRows } from '../../cid/import/cid-file-upload';
import type { CidFileRow } from '../../cid/import/read-cid-file';
import type { Database } from '../../db/database';
import { segmentCidList, segmentCidListItem } from '../../db/schema';
import { SEGMENT_ENTRIES } from './segment-activity';

/** Rows hashed between two turns of the event loop (a file may have 200,000). */
const HASH_CHUNK_ROWS = 5_000;

interface HashedRows {
  hashes: Set<string>;
  invalidRows: number;
  problems: SegmentCidList['problems'];
}

/** The distinct hashes of the rows' valid CIDs, and the rows that are no CID with why. */
async function hashRows(
  rows: readonly CidFileRow[],
  protection: CidProtection,
): Promise<HashedRows> {
  const hashed: HashedRows = { hashes: new Set(), invalidRows: 0, problems: [] };
  for (let start = 0; start < rows.length; start += HASH_CHUNK_ROWS) {
    for (const row of rows.slice(start, start + HASH_CHUNK_ROWS)) {
      const problem = cidProblem(row.cid);
      if (problem === null) {
        hashed.hashes.add(protection.hashCid(row.cid));
        continue;
      }
      hashed.invalidRows += 1;
      if (hashed.problems.length < SEGMENT_CID_LIST_PROBLEMS_MAX) {
        hashed.problems.push({ row: row.row, message: CID_MESSAGES[problem] });
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return hashed;
}

/**
 * `POST /api/segment/cid-list`: reads the CSV or XLSX file, keeps the distinct hashes of its
 * valid CIDs (never a CID itself) as a list of unit `unitId`, logged in the same transaction, and
 * answers the list with its first bad rows. 400 at `/base64` for a file that cannot be read at all
 * (unreadable, too large, too many rows, no CID column, no CID).
 */
export async function uploadSegmentCidList(
  db: Database,
  protection: CidProtection,
  actor: Actor & { userId: number; unitId: number },
  body: SegmentCidListBody,
): Promise<SegmentCidList> {
  const rows = await uploadedCidRows(body.base64);
  const { hashes, invalidRows, problems } = await hashRows(rows, protection);
  const fileName = hideCids(body.fileName.trim());

  const list = await loggedChange(db, actor, async (tx) => {
    const [row] = await tx
      .insert(segmentCidList)
      .values({ unitId: actor.unitId, fileName, size: hashes.size, createdBy: actor.userId })
      .returning({ id: segmentCidList.id, createdAt: segmentCidList.createdAt });
    if (!row) throw new Error('segment_cid_list insert returned no row');
    const all = [...hashes];
    for (let start = 0; start < all.length; start += EXCLUDED_HASH_CHUNK) {
      const chunk = all.slice(start, start + EXCLUDED_HASH_CHUNK);
      await tx.execute(
        sql`insert into ${segmentCidListItem} (list_id, cid_hash) select ${row.id}::uuid, unnest(${textArray(chunk)})`,
      );
    }
    return {
      result: row,
      entry: SEGMENT_ENTRIES.cidListUploaded(fileName, hashes.size, invalidRows),
    };
  });
  return {
    id: list.id,
    fileName,
    size: hashes.size,
    invalidRows,
    problems,
    createdAt: list.createdAt.toISOString(),
  };
}
