import { performance } from 'node:perf_hooks';
import type { BroadcastRecord } from '@hbc/contracts';

/** The call that started the sending: its answer, when it began and how long it took. */
export interface StartedSend {
  record: BroadcastRecord;
  /** `performance.now()` when that call began. */
  startedAt: number;
  answeredMs: number;
  /** How long the maker's send took to ask for approval (0 when it needed none). */
  requestMs: number;
}

/**
 * A send as staff make it: the maker's send, and, when it waits for approval (a large or urgent
 * send, issue 28), an approver's approval, which snapshots the recipients and starts it.
 */
export async function sendApproved(
  send: () => Promise<BroadcastRecord>,
  approve: (id: number) => Promise<BroadcastRecord>,
): Promise<StartedSend> {
  const sentAt = performance.now();
  const sent = await send();
  const sentMs = performance.now() - sentAt;
  if (sent.status !== 'PENDING_APPROVAL') {
    return { record: sent, startedAt: sentAt, answeredMs: sentMs, requestMs: 0 };
  }
  const approvedAt = performance.now();
  const record = await approve(sent.id);
  return {
    record,
    startedAt: approvedAt,
    answeredMs: performance.now() - approvedAt,
    requestMs: sentMs,
  };
}
