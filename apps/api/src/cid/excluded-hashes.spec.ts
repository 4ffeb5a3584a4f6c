import { and, asc, inArray } from 'drizzle-orm';
import { citizen, excludedCid } from '../db/schema';
import { describeEachDatabase } from '../test/test-app';
import { EXCLUDED_HASH_CHUNK, excludedHashes, notExcluded } from './excluded-hashes';

/** A made-up hash (64 hex digits) per number. */
const hashOf = (n: number) => n.toString(16).padStart(64, '0');

describeEachDatabase('excluded CIDs by hash', (ctx) => {
  const db = () => ctx.app.db;
  // Excluded: every 1,000th hash from 500 on, past the first chunk too.
  const excluded = Array.from({ length: 25 }, (_, i) => hashOf(500 + i * 1_000));

  beforeAll(async () => {
    await db()
      .insert(excludedCid)
      .values(
        excluded.map((cidHash) => ({
          cidHash,
          cidEncrypted: 'not-read-here',
          cidKeyId: 'k1',
          reason: 'ทดสอบ',
        })),
      );
  });

  it('answers which hashes are on the list, in one go for more than a chunk of them', async () => {
    const asked = Array.from({ length: EXCLUDED_HASH_CHUNK * 2 + 5_000 }, (_, n) => hashOf(n));

    const found = await excludedHashes(db(), asked);

    expect([...found].sort()).toEqual([...excluded].sort());
  });

  it('answers an empty set for no hashes, and ignores repeats', async () => {
    expect(await excludedHashes(db(), [])).toEqual(new Set());
    const listed = hashOf(500);
    expect(await excludedHashes(db(), [listed, listed, hashOf(1)])).toEqual(new Set([listed]));
  });

  it('keeps excluded citizens out of a recipients query; a citizen without a CID stays in', async () => {
    const lineUserIds = ['Uexcluded', 'Ukept', 'Unocid'].map((id) => id.padEnd(33, '0'));
    await db()
      .insert(citizen)
      .values([
        { lineUserId: lineUserIds[0], cidHash: excluded[3] },
        { lineUserId: lineUserIds[1], cidHash: hashOf(3) },
        { lineUserId: lineUserIds[2], cidHash: null },
      ]);

    const recipients = await db()
      .select({ lineUserId: citizen.lineUserId })
      .from(citizen)
      .where(and(inArray(citizen.lineUserId, lineUserIds), notExcluded(citizen.cidHash)))
      .orderBy(asc(citizen.lineUserId));

    expect(recipients.map((row) => row.lineUserId)).toEqual([lineUserIds[1], lineUserIds[2]]);
  });
});
