import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { API_PATHS } from '@hbc/contracts';
/* eslint-disable @nx/enforce-module-boundaries -- the API's upload route, called in process
   (app.inject), as its load spec calls it */
import { buildApp } from '../../apps/api/src/app';
import { benchApiConfig } from './bench-api-config';
import { sampleImage } from '../../apps/api/src/areas/media/testing/sample-media';
import { bearer } from '../../apps/api/src/test/sign-in';
import { insertUnit, insertUser } from '../../apps/api/src/test/staff-fixtures';
import { accessTokenOf } from '../../apps/api/src/areas/users/testing/user-calls';
/* eslint-enable @nx/enforce-module-boundaries */
import type { BenchRow } from './report';
import { summarize } from './stats';

const PUBLIC = 'https://media.example.test';
const RUNS = 5;
const UPLOADS = 4;
/** How long after the uploads start the other requests are made: the images are being decoded. */
const PAUSE_MS = 200;
const GOAL_PERCENT = 50;

/** A 6000 x 6000 PNG of one colour: well under 1 MB, 36 million pixels to decode. */
const largeFlatPng = (shade: number) =>
  sharp({
    create: { width: 6000, height: 6000, channels: 3, background: { r: shade, g: 90, b: 60 } },
  })
    .png()
    .toBuffer();

/** When (ms after `start`) the request answered, failing on anything but 200. */
async function answeredAt(
  start: number,
  request: Promise<LightMyRequestResponse>,
): Promise<number> {
  const response = await request;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return performance.now() - start;
}

/**
 * Four 6000 x 6000 PNGs uploaded at once (two decoded at a time, two waiting: UPLOAD_IMAGE_JOBS
 * and UPLOAD_IMAGE_QUEUE of 2), and meanwhile a stored file and `/api/health` asked for: how long
 * each takes, as a share of the time the first upload takes. Reading a stored file needs a
 * thread of libuv's pool, which image work must not all hold. The API is called in process.
 */
export async function benchUploadContention(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-upload-contention-'));
  try {
    const config = benchApiConfig(dataDir, {
      PUBLIC_BASE_URL: PUBLIC,
      UPLOAD_IMAGE_JOBS: '2',
      UPLOAD_IMAGE_QUEUE: '2',
    });
    const app = await buildApp({ config, inMemoryDatabase: true });
    try {
      const unitId = (await insertUnit(app.db)).id;
      const token = await accessTokenOf(app, (await insertUser(app.db, { unitId })).id);
      const upload = (bytes: Buffer) =>
        app.inject({
          method: 'POST',
          url: API_PATHS.upload('image'),
          headers: { 'content-type': 'application/json', ...bearer(token) },
          payload: JSON.stringify({ base64: bytes.toString('base64') }),
        });
      const pngs: Buffer[] = [];
      for (let shade = 0; shade < UPLOADS; shade++) pngs.push(await largeFlatPng(shade * 40));
      const small = await upload(await sampleImage('png', 16, 16));
      const fileUrl = (small.json() as { data: string }).data.slice(PUBLIC.length);

      const file: number[] = [];
      const health: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const uploads = pngs.map((png) => answeredAt(start, upload(png)));
        await sleep(PAUSE_MS);
        const asked = performance.now();
        const fileMs = await answeredAt(asked, app.inject({ method: 'GET', url: fileUrl }));
        const healthAsked = performance.now();
        const healthMs = await answeredAt(
          healthAsked,
          app.inject({ method: 'GET', url: API_PATHS.health }),
        );
        const firstUploadMs = Math.min(...(await Promise.all(uploads)));
        console.error(
          `  run ${run}: first upload ${firstUploadMs.toFixed(0)} ms, file ${fileMs.toFixed(1)} ms, health ${healthMs.toFixed(1)} ms`,
        );
        file.push((100 * fileMs) / firstUploadMs);
        health.push((100 * healthMs) / firstUploadMs);
      }
      const metric = (what: string) =>
        `${what} while ${UPLOADS} 6000x6000 PNGs upload, share of the first upload's time`;
      return [
        {
          bench: 'uploads',
          metric: metric('stored file answered'),
          unit: '%',
          summary: summarize(file),
          goal: GOAL_PERCENT,
          goalOn: 'max',
        },
        {
          bench: 'uploads',
          metric: metric('/api/health answered'),
          unit: '%',
          summary: summarize(health),
          goal: GOAL_PERCENT,
          goalOn: 'max',
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
