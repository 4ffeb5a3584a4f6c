import { citizen, excludedCid, segmentCidList, segmentCidListItem } from '../../../db/schema';
import type { Database } from '../../../db/database';

export type CitizenValues = Partial<typeof citizen.$inferInsert>;

let serial = 0;
/** A LINE userId no other fixture has. */
function lineUserIdOf(): string {
  serial += 1;
  return `U${serial.toString(16).padStart(8, '0')}${'a'.repeat(24)}`;
}

/**
 * Inserts citizens of unit `unitId` (following, with a LINE userId each, unless told otherwise);
 * answers their ids in order.
 */
export async function insertCitizenRows(
  db: Database,
  unitId: number,
  rows: readonly CitizenValues[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(citizen)
    .values(
      rows.map((values) => ({
        lineUserId: lineUserIdOf(),
        followStatus: 'FOLLOWING' as const,
        unitId,
        ...values,
      })),
    )
    .returning({ id: citizen.id });
  return inserted.map((row) => row.id);
}

/** Puts CID hashes on the excluded-CID list (encrypted CID and reason are placeholders). */
export async function excludeHashes(db: Database, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db.insert(excludedCid).values(
    hashes.map((cidHash) => ({
      cidHash,
      cidEncrypted: 'not-a-real-ciphertext',
      cidKeyId: 'test',
      reason: 'ทดสอบ',
    })),
  );
}

/** A segment CID list of unit `unitId` holding `hashes`; answers its id. */
export async function insertCidList(
  db: Database,
  unitId: number,
  hashes: readonly string[],
  values: Partial<typeof segmentCidList.$inferInsert> = {},
): Promise<string> {
  const [list] = await db
    .insert(segmentCidList)
    .values({ unitId, fileName: 'รายชื่อ.csv', size: hashes.length, ...values })
    .returning({ id: segmentCidList.id });
  if (!list) throw new Error('segment_cid_list insert returned no row');
  if (hashes.length > 0) {
    await db
      .insert(segmentCidListItem)
      .values(hashes.map((cidHash) => ({ listId: list.id, cidHash })));
  }
  return list.id;
}
