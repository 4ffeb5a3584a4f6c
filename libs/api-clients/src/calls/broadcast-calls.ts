import {
  API_PATHS,
  FINAL_BROADCAST_STATUSES,
  type ApiSuccess,
  type BroadcastAudience,
  type BroadcastAudienceBody,
  type BroadcastBody,
  type BroadcastDelivery,
  type BroadcastDeliveryListQuery,
  type BroadcastListItem,
  type BroadcastListQuery,
  type BroadcastProgress,
  type BroadcastQuota,
  type BroadcastRecord,
  type BroadcastRetryBody,
  type BroadcastSendBody,
  type BroadcastTestSend,
  type BroadcastTestSendBody,
  type ListAnswer,
  type SendPolicy,
} from '@hbc/contracts';
import { ApiError } from '../api-error';
import { getApiHost } from '../api-host';
import { readAccessToken } from '../auth-cookies';
import { authClient } from '../clients';
import { createSseParser } from '../sse/sse-parser';
import { postList } from './list-calls';

async function data<T>(request: Promise<{ data: ApiSuccess<T> }>): Promise<T> {
  return (await request).data.data;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `POST /api/broadcast/list`: the unit's broadcasts by status and days, searched by title. */
export function listBroadcasts(
  query: BroadcastListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<BroadcastListItem>> {
  return postList(API_PATHS.broadcastList, query, signal);
}

/** `POST /api/broadcast`: a new DRAFT. */
export function createBroadcast(body: BroadcastBody): Promise<BroadcastRecord> {
  return data(authClient.post<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcast, body));
}

/** `GET /api/broadcast/{id}`. */
export function getBroadcast(id: number, signal?: AbortSignal): Promise<BroadcastRecord> {
  return data(
    authClient.get<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcastById(id), withSignal(signal)),
  );
}

/** `PUT /api/broadcast/{id}`: a DRAFT or SCHEDULED one (409 otherwise). */
export function updateBroadcast(id: number, body: BroadcastBody): Promise<BroadcastRecord> {
  return data(authClient.put<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcastById(id), body));
}

/** `DELETE /api/broadcast/{id}`: drafts only (409 otherwise). */
export async function deleteBroadcast(id: number): Promise<void> {
  await authClient.delete(API_PATHS.broadcastById(id));
}

/** `POST /api/broadcast/{id}/send`: now (SENDING), or at `scheduledAt` (SCHEDULED). */
export function sendBroadcast(id: number, body: BroadcastSendBody = {}): Promise<BroadcastRecord> {
  return data(authClient.post<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcastSend(id), body));
}

/**
 * `POST /api/broadcast/{id}/test`: the messages to chosen testers of the unit and/or the signed-in
 * staff member's own LINE (without `to`: their own only).
 */
export function testBroadcast(id: number, to?: BroadcastTestSendBody): Promise<BroadcastTestSend> {
  return data(authClient.post<ApiSuccess<BroadcastTestSend>>(API_PATHS.broadcastTest(id), to));
}

/** `POST /api/broadcast/{id}/cancel`: a SCHEDULED or SENDING one. */
export function cancelBroadcast(id: number): Promise<BroadcastRecord> {
  return data(authClient.post<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcastCancel(id)));
}

/**
 * `POST /api/broadcast/{id}/retry-failed`: sends again to the recipients whose batch failed;
 * `acceptDuplicates` once staff were told some may get the messages twice (`retryMayDuplicate`).
 */
export function retryFailedBroadcast(
  id: number,
  body: BroadcastRetryBody = {},
): Promise<BroadcastRecord> {
  return data(
    authClient.post<ApiSuccess<BroadcastRecord>>(API_PATHS.broadcastRetryFailed(id), body),
  );
}

/** `POST /api/broadcast/audience`: whom a target reaches now; `signal` cancels it. */
export function countBroadcastAudience(
  body: BroadcastAudienceBody,
  signal?: AbortSignal,
): Promise<BroadcastAudience> {
  return data(
    authClient.post<ApiSuccess<BroadcastAudience>>(
      API_PATHS.broadcastAudience,
      body,
      withSignal(signal),
    ),
  );
}

/** `GET /api/broadcast/quota`: this month's messages left. */
export function getBroadcastQuota(signal?: AbortSignal): Promise<BroadcastQuota> {
  return data(
    authClient.get<ApiSuccess<BroadcastQuota>>(API_PATHS.broadcastQuota, withSignal(signal)),
  );
}

/**
 * `GET /api/broadcast/send-policy`: the send window and the frequency cap, as those who compose
 * broadcasts read them.
 */
export function getBroadcastSendPolicy(signal?: AbortSignal): Promise<SendPolicy> {
  return data(
    authClient.get<ApiSuccess<SendPolicy>>(API_PATHS.broadcastSendPolicy, withSignal(signal)),
  );
}

/** `POST /api/broadcast/{id}/delivery/list`: the recipients of a sent broadcast, by status. */
export function listBroadcastDeliveries(
  id: number,
  query: BroadcastDeliveryListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<BroadcastDelivery>> {
  return postList(API_PATHS.broadcastDeliveryList(id), query, signal);
}

/** A broadcast's record as a progress event (what polling reads when the stream cannot). */
export function progressOfRecord(record: BroadcastRecord): BroadcastProgress {
  return {
    id: record.id,
    status: record.status,
    total: record.recipientCount,
    sent: record.sentCount,
    failed: record.failedCount,
    remaining: Math.max(0, record.recipientCount - record.sentCount - record.failedCount),
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
  };
}

/**
 * Reads `GET /api/broadcast/{id}/progress` (server-sent events) until the stream ends, calling
 * `onProgress` with each `progress` event. EventSource cannot send the Authorization header,
 * hence `fetch` and a reader. Rejects with an ApiError when the stream cannot be opened.
 */
export async function streamBroadcastProgress(
  id: number,
  onProgress: (progress: BroadcastProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const token = readAccessToken();
  let response: Response;
  try {
    response = await fetch(`${getApiHost()}${API_PATHS.broadcastProgress(id)}`, {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...withSignal(signal),
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (response.status !== 200 || !response.body) {
    throw new ApiError(`progress stream answered ${response.status}`, { status: response.status });
  }
  const parser = createSseParser((event) => {
    if (event.event === 'progress') onProgress(JSON.parse(event.data) as BroadcastProgress);
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

export interface WatchProgressOptions {
  /** How often the record is read when the stream fails. Default 2 s. */
  pollMs?: number;
  /** The stream (a story or a spec hands a fake). */
  stream?: typeof streamBroadcastProgress;
  /** The record's read while polling. */
  read?: typeof getBroadcast;
}

const isFinal = (progress: BroadcastProgress) => FINAL_BROADCAST_STATUSES.includes(progress.status);

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Follows a sending broadcast's progress until it reaches a final status (or `signal` aborts):
 * from its progress stream, or, when the stream fails, by reading the broadcast every 2 s.
 */
export async function watchBroadcastProgress(
  id: number,
  onProgress: (progress: BroadcastProgress) => void,
  signal?: AbortSignal,
  {
    pollMs = 2_000,
    stream = streamBroadcastProgress,
    read = getBroadcast,
  }: WatchProgressOptions = {},
): Promise<void> {
  let finished = false;
  const seen = (progress: BroadcastProgress) => {
    finished = isFinal(progress);
    onProgress(progress);
  };
  try {
    await stream(id, seen, signal);
  } catch {
    // The stream could not be opened or broke off: polled below.
  }
  const done = () => finished || signal?.aborted === true;
  while (!done()) {
    try {
      seen(progressOfRecord(await read(id, signal)));
    } catch {
      // A failed read is tried again at the next tick.
    }
    if (done()) break;
    await pause(pollMs, signal);
  }
}
