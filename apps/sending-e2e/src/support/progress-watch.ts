import {
  API_PATHS,
  type BroadcastProgress,
  type BroadcastRecord,
  type BroadcastStatus,
} from '@hbc/contracts';
import type { ConsoleApi } from './console-api';

export interface ProgressReport {
  /** Reads of `GET /api/broadcast/{id}` while it sent. */
  polls: number;
  /** Events of its progress stream. */
  events: number;
  /** Every moment the numbers were not true, in words. */
  problems: string[];
}

const POLL_MS = 150;
const ENDED: readonly BroadcastStatus[] = ['SENT', 'PARTIAL', 'FAILED'];

/**
 * Watches a broadcast as the console does while it sends: its record polled every 150 ms and its
 * progress stream, checking at every moment that sent + failed + remaining = target, that the
 * number sent never goes down, and that an ended broadcast's numbers add up.
 */
export class ProgressWatch {
  private readonly problems: string[] = [];
  private polls = 0;
  private events = 0;
  private stopped = false;
  private readonly abort = new AbortController();
  private readonly polling: Promise<void>;
  private readonly streaming: Promise<void>;

  private constructor(
    private readonly api: ConsoleApi,
    private readonly id: number,
  ) {
    this.polling = this.poll();
    this.streaming = this.stream();
  }

  static start(api: ConsoleApi, id: number): ProgressWatch {
    return new ProgressWatch(api, id);
  }

  async stop(): Promise<ProgressReport> {
    this.stopped = true;
    await this.polling;
    this.abort.abort();
    await this.streaming;
    return { polls: this.polls, events: this.events, problems: [...this.problems] };
  }

  private problem(text: string): void {
    if (this.problems.length < 20) this.problems.push(text);
  }

  private async poll(): Promise<void> {
    let lastSent = 0;
    while (!this.stopped) {
      try {
        const record = await this.api.broadcast(this.id);
        this.polls += 1;
        this.checkRecord(record, lastSent);
        lastSent = Math.max(lastSent, record.sentCount);
      } catch (error) {
        this.problem(`GET the broadcast failed: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private checkRecord(record: BroadcastRecord, lastSent: number): void {
    const { status, sentCount: sent, failedCount: failed, recipientCount: target } = record;
    const at = `record (${status}): sent ${sent}, failed ${failed}, target ${target}`;
    if (sent < 0 || failed < 0 || sent + failed > target)
      this.problem(`${at}: more than the target`);
    if (sent < lastSent) this.problem(`${at}: sent went down from ${lastSent}`);
    if (status === 'SENT' && (sent !== target || failed !== 0)) this.problem(`${at}: SENT short`);
    if ((status === 'PARTIAL' || status === 'FAILED') && sent + failed !== target) {
      this.problem(`${at}: ended with recipients neither sent nor failed`);
    }
  }

  private checkEvent(progress: BroadcastProgress, lastSent: number): void {
    const { status, sent, failed, remaining, total } = progress;
    const at = `stream (${status}): sent ${sent}, failed ${failed}, remaining ${remaining}, total ${total}`;
    if (sent + failed + remaining !== total) this.problem(`${at}: do not add up`);
    if (Math.min(sent, failed, remaining) < 0) this.problem(`${at}: negative`);
    if (sent < lastSent) this.problem(`${at}: sent went down from ${lastSent}`);
    if (ENDED.includes(status) && remaining !== 0) this.problem(`${at}: ended with some remaining`);
  }

  /** Reads the progress stream until the broadcast ends or the watch stops. */
  private async stream(): Promise<void> {
    let lastSent = 0;
    try {
      const response = await fetch(this.api.url(API_PATHS.broadcastProgress(this.id)), {
        headers: { authorization: `Bearer ${this.api.token}` },
        signal: this.abort.signal,
      });
      if (!response.ok || !response.body) {
        this.problem(`the progress stream answered ${response.status}`);
        return;
      }
      const decoder = new TextDecoder();
      let buffered = '';
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice('data: '.length))
            .join('\n');
          if (data === '') continue;
          const progress = JSON.parse(data) as BroadcastProgress;
          this.events += 1;
          this.checkEvent(progress, lastSent);
          lastSent = Math.max(lastSent, progress.sent);
        }
      }
    } catch (error) {
      if (!this.abort.signal.aborted) {
        this.problem(`the progress stream failed: ${(error as Error).message}`);
      }
    }
  }
}
