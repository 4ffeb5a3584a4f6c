/** The sandbox's run-time fault profile of push and multicast (`PUT /sandbox/faults/messaging`). */
export interface FaultProfile {
  /** Past this many requests in a wall-clock second: 429 with `Retry-After: 1`. */
  rateLimitPerSecond?: number | null;
  serverErrorShare?: number;
  latencyMs?: number;
  acceptedThenErrorShare?: number;
  acceptedThenDropShare?: number;
  timeoutShare?: number;
  timeoutMs?: number;
  seed?: number;
}

export interface MessagingStats {
  requests: number;
  users: number;
  recipients: number;
  duplicates: number;
  peakRequestsPerSecond: number;
  rateLimited: number;
  injected: {
    serverError: number;
    acceptedThenError: number;
    acceptedThenDrop: number;
    timeout: number;
  };
}

/** What the accepted requests whose messages hold a marker delivered. */
export interface Receipts {
  requests: number;
  recipients: number;
  users: number;
  repeatedUsers: number;
  repeatedSample: string[];
  retryKeys: number;
  userIds?: string[];
}

export interface Delivery {
  requestId: string;
  kind: string;
  at: string;
  retryKey: string | null;
}

/** A fault armed for the next calls (`POST /sandbox/messaging/faults`). */
export interface ArmedFault {
  fault: 'status_429' | 'status_500' | 'status_503' | 'delay' | 'bad_request';
  count?: number;
  message?: string;
}

/** The sandbox's test controls of its LINE Messaging API stand-in. */
export class SandboxClient {
  constructor(readonly baseUrl: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** Replaces the whole fault profile; answers the profile now in force. */
  setFaults(profile: FaultProfile): Promise<FaultProfile> {
    return this.call('PUT', '/sandbox/faults/messaging', profile);
  }

  clearFaults(): Promise<FaultProfile> {
    return this.call('DELETE', '/sandbox/faults/messaging');
  }

  arm(fault: ArmedFault): Promise<unknown> {
    return this.call('POST', '/sandbox/messaging/faults', fault);
  }

  /** Forgets deliveries, counters and the fault profile. */
  async reset(): Promise<void> {
    await this.call('DELETE', '/sandbox/messaging/deliveries');
  }

  stats(): Promise<MessagingStats> {
    return this.call('GET', '/sandbox/messaging/stats');
  }

  receipts(marker: string, users = false): Promise<Receipts> {
    const query = new URLSearchParams({ marker, ...(users ? { users: 'true' } : {}) });
    return this.call('GET', `/sandbox/messaging/receipts?${query.toString()}`);
  }

  async deliveriesTo(userId: string): Promise<Delivery[]> {
    const answer = await this.call<{ deliveries: Delivery[] }>(
      'GET',
      `/sandbox/messaging/deliveries?userId=${encodeURIComponent(userId)}`,
    );
    return answer.deliveries;
  }
}
