import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS, COOKIES, type BroadcastRecord, type UserProfile } from '@hbc/contracts';
import { startStack, THROWAWAY_DEMO_ENV, type RunningStack } from '../scripts/stack';
import { sendApproved } from './approved-send';
import { sandboxRequest, sandboxStats } from './broadcast-progress';
import { signedInCookies } from './console-stack';
import type { BenchRow } from './report';
import { summarize } from './stats';

const API_PORT = 3970;
const SANDBOX_PORT = 3975;
/** The demo population `npm start` loads. */
const CITIZENS = 100_000;
const RUNS = 3;

async function call<T>(
  stack: RunningStack,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** An access token of `identity` through the console's sign-in. */
async function tokenOf(stack: RunningStack, identity?: string): Promise<string> {
  const cookies = await signedInCookies(stack, identity);
  const profile = cookies.find((cookie) => cookie.name === COOKIES.userProfile);
  return (JSON.parse(decodeURIComponent(profile?.value ?? '{}')) as UserProfile).access_token;
}

/**
 * One broadcast to the whole demo hospital: how long the call that snapshots it took (the send,
 * or the Super Admin's approval of a send that needs one), and from then until SENT.
 */
async function sendOnce(
  stack: RunningStack,
  tokens: { maker: string; approver: string },
  run: number,
) {
  const { maker: token } = tokens;
  const created = await call<BroadcastRecord>(stack, token, 'POST', API_PATHS.broadcast, {
    title: `วัดความเร็ว ${run}`,
    messages: [{ type: 'text', text: 'ข่าวสารถึงทุกคนในหน่วยบริการ' }],
    target: 'UNIT',
  });
  const started = await sendApproved(
    () => call<BroadcastRecord>(stack, token, 'POST', API_PATHS.broadcastSend(created.id), {}),
    (id) =>
      call<BroadcastRecord>(stack, tokens.approver, 'POST', API_PATHS.broadcastApprove(id), {}),
  );
  const sending = started.record;
  const start = started.startedAt;
  const snapshotMs = started.answeredMs;
  for (;;) {
    const record = await call<BroadcastRecord>(
      stack,
      token,
      'GET',
      API_PATHS.broadcastById(created.id),
    );
    if (record.status !== 'SENDING') {
      if (record.status !== 'SENT') throw new Error(`broadcast ended ${record.status}`);
      return { recipients: sending.recipientCount, snapshotMs, totalMs: performance.now() - start };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Sending on the embedded database, as `npm start` runs it: the demo hospital's followers among
 * 100,000 synthetic citizens, each run a new broadcast to all of them through the sandbox's
 * Messaging API (200 multicasts a second). Each run checks in the sandbox that every recipient
 * got it exactly once.
 */
export async function benchBroadcastSend(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-send-'));
  const stack = await startStack({
    apiPort: API_PORT,
    sandboxPort: SANDBOX_PORT,
    dataDir,
    env: { ...THROWAWAY_DEMO_ENV, SEED_DEMO_CITIZENS: String(CITIZENS) },
  });
  try {
    const tokens = { maker: await tokenOf(stack), approver: await tokenOf(stack, 'super-admin') };
    const snapshots: number[] = [];
    const totals: number[] = [];
    const rates: number[] = [];
    let recipients = 0;
    for (let run = 1; run <= RUNS; run++) {
      await sandboxRequest(stack.sandboxUrl, 'DELETE', '/sandbox/messaging/deliveries');
      const result = await sendOnce(stack, tokens, run);
      const stats = await sandboxStats(stack.sandboxUrl);
      if (stats.users !== result.recipients || stats.duplicates !== 0) {
        throw new Error(
          `run ${run}: ${stats.users} of ${result.recipients} reached, ${stats.duplicates} twice`,
        );
      }
      recipients = result.recipients;
      snapshots.push(result.snapshotMs);
      totals.push(result.totalMs / 1000);
      rates.push((result.recipients * 1000) / result.totalMs);
      console.error(
        `   run ${run}: ${result.recipients.toLocaleString('en-US')} recipients, send answered in ${Math.round(result.snapshotMs)} ms, all sent in ${(result.totalMs / 1000).toFixed(1)} s`,
      );
    }
    const label = `${recipients.toLocaleString('en-US')} recipients of ${CITIZENS.toLocaleString('en-US')} citizens (embedded)`;
    return [
      {
        bench: 'broadcast-send',
        metric: `send call: snapshot into batches, ${label}`,
        unit: 'ms',
        summary: summarize(snapshots),
      },
      {
        bench: 'broadcast-send',
        metric: `until every batch is sent, ${label}`,
        unit: 's',
        summary: summarize(totals),
      },
      {
        bench: 'broadcast-send',
        metric: `recipients a second, ${label}`,
        unit: '/s',
        summary: summarize(rates),
      },
    ];
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
