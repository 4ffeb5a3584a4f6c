import type { App } from '../../../app';
import { CidProtection } from '../../../cid/cid-protection';
import type { Database } from '../../../db/database';
import { citizen, tester } from '../../../db/schema';
import { newLineUserId } from '../../line-webhook/test-webhooks';

/**
 * A citizen of `cid` who follows the account (unless `values` say otherwise) with a new LINE
 * userId; answers the userId.
 */
export async function insertFollowerOfCid(
  app: App,
  cid: string,
  values: Partial<typeof citizen.$inferInsert> = {},
): Promise<string> {
  const lineUserId = newLineUserId();
  const cidHash = new CidProtection(app.config.cidKeys).hashCid(cid);
  await app.db
    .insert(citizen)
    .values({ lineUserId, cidHash, followStatus: 'FOLLOWING', ...values });
  return lineUserId;
}

/** A tester of unit `unitId` (added by code), with a new LINE userId. */
export async function insertTester(
  db: Database,
  unitId: number,
  name: string,
): Promise<{ id: number; lineUserId: string }> {
  const lineUserId = newLineUserId();
  const [row] = await db
    .insert(tester)
    .values({ unitId, name, lineUserId, addedVia: 'CODE' })
    .returning({ id: tester.id });
  if (!row) throw new Error('tester insert returned no row');
  return { id: row.id, lineUserId };
}
