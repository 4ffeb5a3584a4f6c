import {
  API_PATHS,
  type BroadcastAudience,
  type BroadcastRecord,
  type BroadcastStatus,
  type DeliveryStatus,
} from '@hbc/contracts';

/** The API as the console calls it, signed in, through one API process. */
export class ConsoleApi {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
    /** An approver's session: approves the sends that wait for approval (large or urgent). */
    readonly approverToken?: string,
  ) {}

  /** The same session through another process (behind a load balancer, any may answer). */
  through(baseUrl: string): ConsoleApi {
    return new ConsoleApi(baseUrl, this.token, this.approverToken);
  }

  url(path: string): string {
    return new URL(path, this.baseUrl).toString();
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(this.url(path), {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${this.url(path)}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  private async data<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.call<{ data: T }>(method, path, body)).data;
  }

  /** A DRAFT to every follower of the unit: one text message holding `marker`. */
  createBroadcast(marker: string): Promise<BroadcastRecord> {
    return this.data('POST', API_PATHS.broadcast, {
      title: `ทดสอบการส่ง ${marker}`,
      messages: [{ type: 'text', text: `ข่าวสารสุขภาพ ${marker}` }],
      target: 'UNIT',
    });
  }

  /** Sends now; a send that waits for approval is approved with the approver's session. */
  async send(id: number): Promise<BroadcastRecord> {
    const sent = await this.data<BroadcastRecord>('POST', API_PATHS.broadcastSend(id), {});
    if (sent.status !== 'PENDING_APPROVAL' || !this.approverToken) return sent;
    const approver = new ConsoleApi(this.baseUrl, this.approverToken);
    return approver.data('POST', API_PATHS.broadcastApprove(id), {});
  }

  cancel(id: number): Promise<BroadcastRecord> {
    return this.data('POST', API_PATHS.broadcastCancel(id));
  }

  retryFailed(id: number): Promise<BroadcastRecord> {
    return this.data('POST', API_PATHS.broadcastRetryFailed(id));
  }

  broadcast(id: number): Promise<BroadcastRecord> {
    return this.data('GET', API_PATHS.broadcastById(id));
  }

  audience(): Promise<BroadcastAudience> {
    return this.data('POST', API_PATHS.broadcastAudience, { target: 'UNIT' });
  }

  /** How many of the broadcast's recipients are in `status` (its delivery log's total). */
  async deliveriesIn(id: number, status: DeliveryStatus): Promise<number> {
    const answer = await this.call<{ total: number }>('POST', API_PATHS.broadcastDeliveryList(id), {
      page: 1,
      pageSize: 1,
      filters: { status },
    });
    return answer.total;
  }

  /** The broadcast once its status is one of `statuses`; fails after `timeoutMs`. */
  async until(
    id: number,
    statuses: readonly BroadcastStatus[],
    timeoutMs = 60_000,
  ): Promise<BroadcastRecord> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const record = await this.broadcast(id);
      if (statuses.includes(record.status)) return record;
      if (Date.now() > deadline) {
        throw new Error(
          `broadcast ${id} still ${record.status} after ${timeoutMs} ms (sent ${record.sentCount}, failed ${record.failedCount} of ${record.recipientCount})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
