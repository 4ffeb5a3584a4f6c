/** How LINE answered one multicast: its HTTP status, or why there was no answer. */
export type LineAnswer = number | 'timeout' | 'network';

/** How one claimed batch ended (a batch taken over by another process is not counted). */
export type BatchEnding = 'sent' | 'failed' | 'cancelled' | 'released';

/**
 * What the sending engine tells operators about (the Prometheus metrics implement it): every
 * answer from LINE, every batch tried again after a transient answer, and every batch ended.
 */
export interface SendingObserver {
  lineAnswered(answer: LineAnswer): void;
  batchRetried(): void;
  batchEnded(ending: BatchEnding, recipients: number): void;
}

/** Tells nobody (tests, and a process built without metrics). */
export const SILENT_OBSERVER: SendingObserver = {
  lineAnswered: () => undefined,
  batchRetried: () => undefined,
  batchEnded: () => undefined,
};
