import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { loadSandboxConfig } from '../config/load-config';
import { BEARER, userId } from '../messaging-api/test-kit';

/**
 * How many 500-recipient multicasts a second the Messaging API stand-in takes over real HTTP,
 * without and with its journal, then how long the receipts of those 1,000,000 recipients take.
 * Run: `node --expose-gc --import tsx apps/sandbox/src/bench/multicast-throughput.ts`
 * (REQUESTS and CONCURRENCY in the environment change the load).
 */
const REQUESTS = Number(process.env['REQUESTS'] ?? 2000);
const CONCURRENCY = Number(process.env['CONCURRENCY'] ?? 16);
const RECIPIENTS = 500;

/** Bodies made before the clock starts, so the client's own work is not measured. */
function bodies(): string[] {
  return Array.from({ length: REQUESTS }, (_unused, request) =>
    JSON.stringify({
      to: Array.from({ length: RECIPIENTS }, (_none, index) =>
        userId(request * RECIPIENTS + index + 1),
      ),
      messages: [{ type: 'text', text: 'ข่าวสารทดสอบความเร็ว [bench-marker]' }],
      // As the API's engine sends: every batch of a broadcast names its aggregation unit.
      customAggregationUnits: ['bench_unit'],
    }),
  );
}

/** With `node --expose-gc`, heap figures count what is kept, not garbage not yet collected. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function run(label: string, journal: string | null): Promise<void> {
  // The sandbox's own speed: without LINE's rate limits, which it holds by default.
  const config = {
    ...loadSandboxConfig({}),
    messagingJournal: journal,
    lineRateLimitsPerSecond: { multicast: null, push: null },
  };
  const app = await buildApp({ config });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const payloads = bodies();
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < payloads.length; index = next++) {
      const response = await fetch(`${origin}/v2/bot/message/multicast`, {
        method: 'POST',
        headers: {
          ...BEARER,
          'content-type': 'application/json',
          'x-line-retry-key': crypto.randomUUID(),
        },
        body: payloads[index],
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // Client and sandbox together: an upper bound of the sandbox's own cost, whatever else runs.
  const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / REQUESTS;
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const receiptsStarted = performance.now();
  const receipts = await (
    await fetch(`${origin}/sandbox/messaging/receipts?marker=bench-marker`)
  ).json();
  const receiptsMs = performance.now() - receiptsStarted;
  const perSecond = REQUESTS / seconds;
  const size =
    journal === null ? '' : `, journal ${(statSync(journal).size / 2 ** 20).toFixed(0)} MB`;
  console.log(
    `${label}: ${REQUESTS} multicasts of ${RECIPIENTS} in ${seconds.toFixed(2)} s = ` +
      `${perSecond.toFixed(0)} requests/s (${Math.round(perSecond * RECIPIENTS)} recipients/s), ` +
      `${cpuMsPerRequest.toFixed(2)} ms CPU per request (client included), ` +
      `heap +${heapMb.toFixed(0)} MB${size}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(`  receipts in ${receiptsMs.toFixed(0)} ms: ${JSON.stringify(receipts)}`);
  await app.close();
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-journal-'));
  try {
    await run('without journal', null);
    await run('with journal', join(folder, 'messaging.jsonl'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
