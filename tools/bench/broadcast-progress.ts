import { performance } from 'node:perf_hooks';
import { API_PATHS, type BroadcastRecord } from '@hbc/contracts';
import { call } from './sign-in';

/** A send whose counts have not moved this long has stalled. */
const STALL_MS = 120_000;
const PRINT_EVERY_MS = 5_000;

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** What the sandbox recorded of one broadcast's text (found by a marker in it). */
export interface SandboxReceipts {
  recipients: number;
  users: number;
  repeatedUsers: number;
  repeatedSample: string[];
}

/** The sandbox's multicast figures since its deliveries were last cleared. */
export interface SandboxStats {
  users: number;
  duplicates: number;
  peakRequestsPerSecond: number;
  rateLimited: number;
}

/** One call to the sandbox's own API (`/sandbox/...`); answers its JSON. */
export async function sandboxRequest<T>(
  sandboxUrl: string,
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The sandbox's record of the broadcast whose text holds `marker`. */
export const sandboxReceipts = (sandboxUrl: string, marker: string) =>
  sandboxRequest<SandboxReceipts>(
    sandboxUrl,
    'GET',
    `/sandbox/messaging/receipts?marker=${encodeURIComponent(marker)}`,
  );

export const sandboxStats = (sandboxUrl: string) =>
  sandboxRequest<SandboxStats>(sandboxUrl, 'GET', '/sandbox/messaging/stats');

export interface ProgressWatch {
  /** The API (or nginx) and a token of someone who may read the broadcast. */
  apiUrl: string;
  token: string;
  id: number;
  /** The `performance.now()` from which the printed rates count. */
  ratesFrom: number;
  /** Told the share of its recipients counted at each reading. */
  onProgress?: (share: number) => void;
  /** Readings that fail (a process restarting behind nginx) are tried again, not thrown. */
  tolerateFailedReadings?: boolean;
  pollMs?: number;
}

/**
 * Reads broadcast `watch.id` until it is no longer SENDING, printing its progress every few
 * seconds; throws once its counts stop moving. Answers its record and when it ended
 * (`performance.now()` scale).
 */
export async function untilEnded(
  watch: ProgressWatch,
): Promise<{ record: BroadcastRecord; endedAt: number }> {
  let lastDone = -1;
  let lastChange = Date.now();
  let lastPrint = Date.now();
  for (;;) {
    const reading = call<{ data: BroadcastRecord }>(
      `${watch.apiUrl}${API_PATHS.broadcastById(watch.id)}`,
      { token: watch.token },
    ).then(({ data }) => data);
    const record = watch.tolerateFailedReadings
      ? await reading.catch(() => undefined)
      : await reading;
    if (record) {
      const now = Date.now();
      if (record.status !== 'SENDING') {
        const finished = record.finishedAt ? Date.parse(record.finishedAt) : now;
        return { record, endedAt: performance.now() - Math.max(0, now - finished) };
      }
      const done = record.sentCount + record.failedCount;
      watch.onProgress?.(done / record.recipientCount);
      if (done !== lastDone) {
        lastDone = done;
        lastChange = now;
      } else if (now - lastChange > STALL_MS) {
        throw new Error(
          `broadcast ${watch.id}: no progress in ${STALL_MS / 1000} s at ${count(done)}`,
        );
      }
      if (now - lastPrint >= PRINT_EVERY_MS) {
        lastPrint = now;
        const seconds = (performance.now() - watch.ratesFrom) / 1000;
        console.error(
          `     ${seconds.toFixed(0)} s: ${count(record.sentCount)} sent, ${count(record.failedCount)} failed (${count(done / seconds)}/s)`,
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, watch.pollMs ?? 200));
  }
}
