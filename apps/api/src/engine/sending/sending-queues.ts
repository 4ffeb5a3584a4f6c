/** pg-boss queues of the sending (architecture §6). */
export const SENDING_QUEUES = {
  /** One job per batch of ≤ 500 recipients: `{ batchId }`. */
  batch: 'broadcast-batch',
  /** A scheduled broadcast's start, at its time: `{ broadcastId }`. */
  start: 'broadcast-start',
  /** Each minute: due broadcasts started, batches whose job was lost sent again. */
  sweep: 'broadcast-sweep',
} as const;

export interface BatchJob {
  batchId: number;
}
export interface StartJob {
  broadcastId: number;
}
