import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS, type BroadcastReport } from '@hbc/contracts';
/* eslint-disable @nx/enforce-module-boundaries -- the API's report route, called in process
   (app.inject), against the API's own stand-in of LINE */
import { buildApp } from '../../apps/api/src/app';
import { benchApiConfig } from './bench-api-config';
import { insertSentBroadcast } from '../../apps/api/src/areas/report/testing/report-fixtures';
import { startFakePlatforms } from '../../apps/api/src/test/fake-platforms';
import { bearer } from '../../apps/api/src/test/sign-in';
import { insertUnit, insertUser } from '../../apps/api/src/test/staff-fixtures';
import { accessTokenOf } from '../../apps/api/src/areas/users/testing/user-calls';
/* eslint-enable @nx/enforce-module-boundaries */
import type { BenchRow } from './report';
import { summarize } from './stats';

const RUNS = 10;
/** LINE_REQUEST_TIMEOUT_MS of the API: a call to LINE gives up after this long. */
const LINE_TIMEOUT_MS = 500;
/** LINE's statistics answer only after this long. */
const LINE_DELAY_MS = 2_000;
const GOAL_MS = 1_500;

/**
 * `GET /api/report/{id}` of a broadcast an hour old, whose LINE insight is not stored yet, while
 * LINE takes 2 s to answer the statistics: the report answers without them once the API's call
 * to LINE (500 ms here) gives up. Each run reports a broadcast of its own, since a broadcast
 * whose reading failed is not asked about again for ten minutes.
 */
export async function benchReportInsight(): Promise<BenchRow> {
  const fake = await startFakePlatforms();
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-report-insight-'));
  try {
    const config = benchApiConfig(dataDir, {
      ...fake.env,
      LINE_REQUEST_TIMEOUT_MS: String(LINE_TIMEOUT_MS),
    });
    const app = await buildApp({ config, inMemoryDatabase: true });
    try {
      const token = await accessTokenOf(
        app,
        (await insertUser(app.db, { role: 'SUPER_ADMIN' })).id,
      );
      const unitId = (await insertUnit(app.db)).id;
      fake.messaging.aggregation.delayMs = LINE_DELAY_MS;
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { id } = await insertSentBroadcast(app.db, unitId, {
          title: `รายงานขณะ LINE ช้า ${run}`,
          status: 'SENT',
          startedAt: new Date(Date.now() - 3_600_000).toISOString(),
          batches: [{ size: 500, state: 'SENT' }],
        });
        // What the report would show, had it waited for LINE.
        fake.messaging.aggregation.statistics[`hbc_b${id}`] = {
          overview: { uniqueImpression: 400, uniqueClick: 100 },
          messages: [],
          clicks: [],
        };
        const start = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: API_PATHS.reportById(id),
          headers: bearer(token),
        });
        samples.push(performance.now() - start);
        const { insight } = (response.json() as { data: BroadcastReport }).data;
        if (response.statusCode !== 200 || insight !== null) {
          throw new Error(
            `report ${id}: ${response.statusCode}, insight ${JSON.stringify(insight)}`,
          );
        }
      }
      return {
        bench: 'report',
        metric: `broadcast report while LINE's statistics take ${LINE_DELAY_MS / 1000} s (API gives up on LINE after ${LINE_TIMEOUT_MS} ms)`,
        unit: 'ms',
        summary: summarize(samples),
        goal: GOAL_MS,
        goalOn: 'max',
      };
    } finally {
      await app.close();
    }
  } finally {
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
