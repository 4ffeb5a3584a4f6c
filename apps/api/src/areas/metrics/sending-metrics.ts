import { Counter, Gauge, type Registry } from 'prom-client';
import type {
  BatchEnding,
  LineAnswer,
  SendingObserver,
} from '../../engine/sending/sending-observer';
import { METRIC_PREFIX } from './metric-names';
import { RecentRate } from './recent-rate';

/** Every way a batch ends, so that each series exists (at 0) before its first batch. */
const BATCH_ENDINGS = Object.keys({
  sent: true,
  failed: true,
  cancelled: true,
  released: true,
} satisfies Record<BatchEnding, true>) as BatchEnding[];

/** The send rate gauge looks this far back. */
export const SEND_RATE_WINDOW_MS = 10_000;

/**
 * The sending engine's counters (batches by ending, batches retried, recipients by ending, LINE's
 * answers by status) and this process's send rate over the last 10 s, on `registry`.
 */
export class SendingMetrics implements SendingObserver {
  private readonly batches: Counter<'ending'>;
  private readonly retried: Counter;
  private readonly recipients: Counter<'ending'>;
  private readonly lineResponses: Counter<'status'>;
  private readonly sendRate: RecentRate;

  constructor(registry: Registry, now: () => number = Date.now) {
    const registers = [registry];
    const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
      new Counter<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers });
    this.batches = counter(
      'broadcast_batches_total',
      'Batches of a broadcast this process ended, by how they ended',
      ['ending'],
    );
    this.retried = counter(
      'broadcast_batches_retried_total',
      'Batches tried again after a transient answer from LINE (429, 5xx, none)',
    );
    this.recipients = counter(
      'broadcast_recipients_total',
      'Recipients of the batches this process ended, by how their batch ended',
      ['ending'],
    );
    this.lineResponses = counter(
      'line_responses_total',
      "LINE's answers to this process's multicasts, by HTTP status (or timeout, network)",
      ['status'],
    );
    const sendRate = new RecentRate({ windowMs: SEND_RATE_WINDOW_MS, now });
    this.sendRate = sendRate;
    new Gauge({
      name: `${METRIC_PREFIX}broadcast_send_rate`,
      help: 'Recipients sent per second by this process over the last 10 seconds',
      registers,
      collect() {
        this.set(sendRate.perSecond());
      },
    });
    for (const ending of BATCH_ENDINGS) {
      this.batches.inc({ ending }, 0);
      this.recipients.inc({ ending }, 0);
    }
  }

  lineAnswered(answer: LineAnswer): void {
    this.lineResponses.inc({ status: String(answer) });
  }

  batchRetried(): void {
    this.retried.inc();
  }

  batchEnded(ending: BatchEnding, recipients: number): void {
    this.batches.inc({ ending });
    this.recipients.inc({ ending }, recipients);
    if (ending === 'sent') this.sendRate.add(recipients);
  }
}
