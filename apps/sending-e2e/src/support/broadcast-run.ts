import type { BroadcastRecord, BroadcastStatus } from '@hbc/contracts';
import type { ConsoleApi } from './console-api';
import { ProgressWatch, type ProgressReport } from './progress-watch';

/** A broadcast sent, and the console's watch on its progress. */
export interface Sending {
  id: number;
  marker: string;
  watch: ProgressWatch;
}

export interface Ended {
  record: BroadcastRecord;
  progress: ProgressReport;
}

let markers = 0;

/** Text found in one broadcast's messages only (the sandbox's receipts select by it). */
export function markerOf(label: string): string {
  markers += 1;
  return `e2e-${label}-${process.pid}-${Date.now().toString(36)}-${markers}`;
}

/** Creates a broadcast to every follower of the unit, sends it and starts watching it. */
export async function sendNow(api: ConsoleApi, label: string): Promise<Sending> {
  const marker = markerOf(label);
  const draft = await api.createBroadcast(marker);
  await api.send(draft.id);
  return { id: draft.id, marker, watch: ProgressWatch.start(api, draft.id) };
}

/** Waits until the broadcast reaches one of `statuses`, then stops watching it. */
export async function ended(
  api: ConsoleApi,
  sending: Sending,
  timeoutMs: number,
  statuses: readonly BroadcastStatus[] = ['SENT', 'PARTIAL', 'FAILED', 'CANCELLED'],
): Promise<Ended> {
  try {
    const record = await api.until(sending.id, statuses, timeoutMs);
    return { record, progress: await sending.watch.stop() };
  } catch (error) {
    await sending.watch.stop();
    throw error;
  }
}
