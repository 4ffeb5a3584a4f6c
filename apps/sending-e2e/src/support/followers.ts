import { createHash } from 'node:crypto';
import {
  API_PATHS,
  CITIZEN_IMPORT_BATCH_MAX,
  cidCheckDigit,
  DEMO_HOSPITAL,
  type CitizenImportResult,
} from '@hbc/contracts';
import { REGISTRY_TOKEN, type Cluster } from './cluster';
import { insertFollowers, unitRecipients } from './postgres';

/** The unit whose followers the suites broadcast to (its LV3 is the demo identity admin-lv3). */
export const SENDING_UNIT = DEMO_HOSPITAL;
export const SENDING_STAFF = 'admin-lv3';
/** Approves the sends that need approval (issue 28): any unit's. */
export const SENDING_APPROVER = 'super-admin';

/** LINE userId number `n` of a population (the SQL seed makes the same: `U` || md5(tag:n)). */
export function lineUserIdOf(tag: string, n: number): string {
  return `U${createHash('md5').update(`${tag}:${n}`).digest('hex')}`;
}

/** A valid CID whose first twelve digits hold `n`. */
function cidOf(n: number): string {
  const twelve = `3${String(n).padStart(11, '0')}`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}

/** Through the registry's import API, in batches as large as it takes. */
async function importFollowers(cluster: Cluster, count: number, tag: string): Promise<string[]> {
  const userIds = Array.from({ length: count }, (_, i) => lineUserIdOf(tag, i + 1));
  for (let start = 0; start < count; start += CITIZEN_IMPORT_BATCH_MAX) {
    const rows = userIds.slice(start, start + CITIZEN_IMPORT_BATCH_MAX).map((lineUserId, i) => ({
      cid: cidOf(start + i + 1),
      unitHcode: SENDING_UNIT.hcode,
      lineUserId,
      followStatus: 'FOLLOWING',
    }));
    const response = await fetch(new URL(API_PATHS.citizenImport, cluster.apiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${REGISTRY_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`citizen import: ${response.status} ${text}`);
    const { data } = JSON.parse(text) as { data: CitizenImportResult };
    if (data.inserted !== rows.length) throw new Error(`citizen import: ${text.slice(0, 500)}`);
  }
  return userIds;
}

/**
 * Adds `count` followers with LINE userIds to the sending unit and answers the LINE userIds a
 * broadcast to the unit must reach. On PostgreSQL by SQL, the answer read back from the
 * database; on the embedded database (one session, held by the API) through the registry's
 * import API, the answer being the rows imported.
 */
export async function seedFollowers(cluster: Cluster, count: number): Promise<string[]> {
  const tag = `${cluster.options.name}-${Date.now()}`;
  if (cluster.options.database === 'embedded') return importFollowers(cluster, count, tag);
  await insertFollowers(cluster.databaseUrl, SENDING_UNIT.hcode, count, tag);
  return unitRecipients(cluster.databaseUrl, SENDING_UNIT.hcode);
}
