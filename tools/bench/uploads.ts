import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { API_PATHS } from '@hbc/contracts';
import { startStack, THROWAWAY_DEMO_ENV, type RunningStack } from '../scripts/stack';
import type { BenchRow } from './report';
import { call, signIn } from './sign-in';
import { summarize } from './stats';

const API_PORT = 3960;
const SANDBOX_PORT = 3970;
const IMAGE_MAX_BYTES = 5_000_000;
const RICH_WIDTH = 1040;
const RUNS = 12;
const PARALLEL = 4;
const RSS_GOAL_MB = 300;

function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed | 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

const encode = (pixels: Buffer, height: number) =>
  sharp(pixels, { raw: { width: RICH_WIDTH, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();

/**
 * A 1040-wide JPEG of noise just under 5,000,000 bytes (noise does not compress, so the file
 * really is that large); each seed gives a different file, so no upload is a repeat.
 */
async function nearlyFiveMegabyteJpeg(seed: number): Promise<Buffer> {
  let height = 1500;
  for (let attempt = 0; attempt < 6; attempt++) {
    const jpeg = await encode(noise(RICH_WIDTH * height * 3, seed), height);
    if (jpeg.length <= IMAGE_MAX_BYTES && jpeg.length > IMAGE_MAX_BYTES * 0.95) return jpeg;
    height = Math.min(2040, Math.floor((height * IMAGE_MAX_BYTES * 0.98) / jpeg.length));
  }
  throw new Error('could not make a JPEG of just under 5 MB');
}

/** Id of the first process `matches` accepts, given its command line and its /proc folder. */
function findPid(matches: (command: string, procDir: string) => boolean): number | undefined {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (matches(readFileSync(`/proc/${name}/cmdline`, 'utf8'), `/proc/${name}`))
        return Number(name);
    } catch {
      // Another user's process, or one that just ended.
    }
  }
  return undefined;
}

/** The API the stack started: the bundle's process with PORT=API_PORT in its environment. */
function apiPid(): number {
  const pid = findPid(
    (command, procDir) =>
      command.includes('dist/apps/api/main.mjs') &&
      readFileSync(`${procDir}/environ`, 'utf8').split('\0').includes(`PORT=${API_PORT}`),
  );
  if (pid === undefined) throw new Error('the API process was not found');
  return pid;
}

/** Resident memory of a process in MB (`field`: VmRSS now, VmHWM the peak so far). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb) / 1024;
}

async function uploadImagemap(stack: RunningStack, token: string, jpeg: Buffer): Promise<string> {
  const body = JSON.stringify({ base64: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
  const answer = await call<{ data: string }>(`${stack.apiUrl}${API_PATHS.upload('imagemap')}`, {
    method: 'POST',
    body,
    token,
  });
  return answer.data;
}

async function fetchBytes(url: string): Promise<number> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

function databaseLabel(): string {
  return process.env['BENCH_DATABASE_URL'] ? 'on PostgreSQL' : 'on embedded PGlite';
}

/**
 * Uploads of a 5 MB rich message image to the built API: the round trip (upload, five widths
 * written, smallest width served), then the API's memory while four such uploads run at once.
 */
export async function benchUploads(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-uploads-'));
  const stack = await startStack({
    apiPort: API_PORT,
    sandboxPort: SANDBOX_PORT,
    dataDir,
    // Embedded PGlite unless BENCH_DATABASE_URL names an empty PostgreSQL database to fill.
    env: { ...THROWAWAY_DEMO_ENV, DATABASE_URL: process.env['BENCH_DATABASE_URL'] ?? '' },
  });
  try {
    const token = await signIn(stack.apiUrl, 'admin-lv3');
    const images: Buffer[] = [];
    for (let seed = 1; seed <= RUNS + 1 + PARALLEL; seed++) {
      images.push(await nearlyFiveMegabyteJpeg(seed * 7919));
    }
    const sizes = images.map((image) => image.length);
    console.error(`  JPEGs of ${Math.min(...sizes)}–${Math.max(...sizes)} bytes, 1040 wide`);

    await uploadImagemap(stack, token, images[0] as Buffer); // warm-up
    const uploadMs: number[] = [];
    const roundTripMs: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const start = performance.now();
      const baseUrl = await uploadImagemap(stack, token, images[run] as Buffer);
      uploadMs.push(performance.now() - start);
      await fetchBytes(`${baseUrl}/240`);
      roundTripMs.push(performance.now() - start);
    }

    const pid = apiPid();
    // Without DATABASE_URL the API runs the embedded database in a process of its own.
    const databasePid = findPid(
      (command) => command.includes('dist/apps/api/embedded-db.mjs') && command.includes(dataDir),
    );
    const before = memoryMb(pid, 'VmRSS');
    const samples: number[] = [];
    const databaseSamples: number[] = [];
    const sampler = setInterval(() => {
      samples.push(memoryMb(pid, 'VmRSS'));
      if (databasePid) databaseSamples.push(memoryMb(databasePid, 'VmRSS'));
    }, 10);
    try {
      const parallel = images.slice(RUNS + 1);
      await Promise.all(parallel.map((image) => uploadImagemap(stack, token, image)));
    } finally {
      clearInterval(sampler);
    }
    samples.push(memoryMb(pid, 'VmRSS'));
    console.error(
      `  API RSS: ${before.toFixed(0)} MB before, ${Math.max(...samples).toFixed(0)} MB peak ` +
        `during ${PARALLEL} uploads; VmHWM since start ${memoryMb(pid, 'VmHWM').toFixed(0)} MB`,
    );

    return [
      {
        bench: 'uploads',
        metric: '5 MB imagemap JPEG: POST until 5 widths stored',
        unit: 'ms',
        summary: summarize(uploadMs),
      },
      {
        bench: 'uploads',
        metric: '5 MB imagemap JPEG: upload + 240 width served',
        unit: 'ms',
        summary: summarize(roundTripMs),
      },
      {
        bench: 'uploads',
        metric: `API RSS growth over idle, ${PARALLEL} uploads at once`,
        unit: 'MB',
        summary: summarize(samples.map((sample) => sample - before)),
      },
      {
        bench: 'uploads',
        metric: `API RSS while ${PARALLEL} uploads run at once (${databaseLabel()})`,
        unit: 'MB',
        summary: summarize(samples),
        goal: RSS_GOAL_MB,
        goalOn: 'max',
      },
      ...(databaseSamples.length > 0
        ? [
            {
              bench: 'uploads',
              metric: `embedded database process RSS meanwhile (apart from the API)`,
              unit: 'MB',
              summary: summarize(databaseSamples),
            },
          ]
        : []),
    ];
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
