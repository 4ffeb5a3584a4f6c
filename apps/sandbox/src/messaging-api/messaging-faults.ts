/**
 * Failures a test arms for the next multicast or push calls, to exercise the API's sending
 * engine: an error status (optionally after LINE accepted and delivered the request, as when an
 * answer is lost), a slow answer, or a 400 with a given message.
 */
export type MessagingFault =
  | { kind: 'status'; status: 429 | 500 | 503; retryAfterSeconds?: number; delivered: boolean }
  | { kind: 'delay'; delayMs: number }
  | { kind: 'bad_request'; message: string };

export interface ArmedFault {
  fault: MessagingFault;
  /** Calls it still applies to. */
  remaining: number;
}

export class MessagingFaults {
  private armed: ArmedFault | null = null;

  arm(fault: MessagingFault, count: number): void {
    this.armed = { fault, remaining: count };
  }

  disarm(): void {
    this.armed = null;
  }

  get current(): ArmedFault | null {
    return this.armed;
  }

  /** The fault for this call, counting it down. */
  take(): MessagingFault | null {
    if (!this.armed) return null;
    const { fault } = this.armed;
    this.armed.remaining -= 1;
    if (this.armed.remaining <= 0) this.armed = null;
    return fault;
  }
}
