import { TextDecoder as NodeTextDecoder, TextEncoder } from 'node:util';
import { COOKIES, type BroadcastProgress, type BroadcastRecord } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { configureApiHost } from '../api-host';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import {
  countBroadcastAudience,
  getBroadcast,
  getBroadcastQuota,
  getBroadcastSendPolicy,
  listBroadcastDeliveries,
  listBroadcasts,
  streamBroadcastProgress,
  updateBroadcast,
  watchBroadcastProgress,
} from './broadcast-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: null } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
  configureApiHost('');
});

const record: BroadcastRecord = {
  id: 12,
  unitId: 4,
  unitName: 'โรงพยาบาลบ้านหนองบัว',
  title: 'ชวนตรวจสุขภาพ',
  status: 'SENDING',
  target: 'UNIT',
  segmentId: null,
  segmentName: null,
  messageCount: 1,
  messages: [{ type: 'text', text: 'สวัสดีครับ' }],
  scheduledAt: null,
  startedAt: '2026-11-23T02:00:00.000Z',
  finishedAt: null,
  recipientCount: 1_000,
  excludedCount: 3,
  cappedCount: 0,
  sentCount: 500,
  failedCount: 0,
  createdByName: 'มานี ขยันยิ่ง',
  updatedByName: null,
  cancelledAt: null,
  cancelledByName: null,
  haltReason: null,
  retryMayDuplicate: 0,
  urgent: false,
  urgentReason: null,
  approval: null,
  waitingForWindowUntil: null,
  createdAt: '2026-11-23T01:00:00.000Z',
  updatedAt: '2026-11-23T02:00:00.000Z',
};
const body = { title: record.title, messages: record.messages, target: 'UNIT' as const };

const progress = (sent: number, status: BroadcastProgress['status'] = 'SENDING') => ({
  id: 12,
  status,
  total: 1_000,
  sent,
  failed: 0,
  remaining: 1_000 - sent,
  startedAt: record.startedAt,
  finishedAt: null,
});

describe('broadcast calls', () => {
  it.each([
    ['listBroadcasts', (signal: AbortSignal) => listBroadcasts({ page: 1, pageSize: 20 }, signal)],
    ['getBroadcast', (signal: AbortSignal) => getBroadcast(12, signal)],
    [
      'countBroadcastAudience',
      (signal: AbortSignal) => countBroadcastAudience({ target: 'UNIT' }, signal),
    ],
    ['getBroadcastQuota', (signal: AbortSignal) => getBroadcastQuota(signal)],
    ['getBroadcastSendPolicy', (signal: AbortSignal) => getBroadcastSendPolicy(signal)],
    [
      'listBroadcastDeliveries',
      (signal: AbortSignal) => listBroadcastDeliveries(12, { page: 1, pageSize: 50 }, signal),
    ],
  ] as const)('%s hands its abort signal to the request', async (_name, call) => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();
    await call(controller.signal);
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('reads the send policy from the broadcast path', async () => {
    const policy = { sendWindow: { start: '08:00', end: '20:00' }, frequencyCap: null };
    answer = { status: 200, data: { message: 'SUCCESS', data: policy } };
    await expect(getBroadcastSendPolicy()).resolves.toEqual(policy);
    expect(fake.last().config).toMatchObject({ method: 'GET', url: '/api/broadcast/send-policy' });
  });

  it('rejects a 409 with its Thai message', async () => {
    answer = { status: 409, data: { message: 'แก้ไขได้เฉพาะบรอดแคสต์ที่เป็นฉบับร่างหรือตั้งเวลาส่งไว้' } };
    const error = await updateBroadcast(12, body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'แก้ไขได้เฉพาะบรอดแคสต์ที่เป็นฉบับร่างหรือตั้งเวลาส่งไว้',
    });
  });
});

/** A fetch answering `chunks` of an event stream one read at a time. */
function fakeFetch(status: number, chunks: readonly string[]) {
  const encoder = new TextEncoder();
  const reads = chunks.map((chunk) => encoder.encode(chunk));
  return jest.fn(async (_url: string, _init: RequestInit) => ({
    status,
    body: {
      getReader: () => ({
        read: async () => {
          const value = reads.shift();
          return value === undefined ? { done: true, value: undefined } : { done: false, value };
        },
      }),
    },
  }));
}

describe('streamBroadcastProgress', () => {
  const realFetch = globalThis.fetch;
  const realDecoder = globalThis.TextDecoder;
  beforeAll(() => {
    // jsdom has no TextDecoder; browsers do.
    globalThis.TextDecoder = NodeTextDecoder as unknown as typeof TextDecoder;
  });
  afterAll(() => {
    globalThis.TextDecoder = realDecoder;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the progress events with the bearer token, however the chunks split them', async () => {
    const text = `event: progress\ndata: ${JSON.stringify(progress(100))}\n\n: keep-alive\n\nevent: progress\ndata: ${JSON.stringify(progress(1_000, 'SENT'))}\n\n`;
    const fetchFake = fakeFetch(200, [text.slice(0, 30), text.slice(30, 31), text.slice(31)]);
    globalThis.fetch = fetchFake as unknown as typeof fetch;
    configureApiHost('https://api.example.go.th/');
    const seen: BroadcastProgress[] = [];
    const controller = new AbortController();

    await streamBroadcastProgress(12, (p) => seen.push(p), controller.signal);

    expect(seen).toEqual([progress(100), progress(1_000, 'SENT')]);
    const [url, init] = fetchFake.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.go.th/api/broadcast/12/progress');
    expect(init).toMatchObject({
      headers: { Accept: 'text/event-stream', Authorization: 'Bearer access-token' },
      signal: controller.signal,
    });
  });

  it('rejects with the status when the stream cannot be opened', async () => {
    globalThis.fetch = fakeFetch(403, []) as unknown as typeof fetch;
    await expect(streamBroadcastProgress(12, () => undefined)).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('watchBroadcastProgress', () => {
  it('follows the stream and reads nothing more once it ends on a final status', async () => {
    const read = jest.fn();
    const seen: BroadcastProgress[] = [];
    await watchBroadcastProgress(12, (p) => seen.push(p), undefined, {
      stream: async (_id, onProgress) => {
        onProgress(progress(10));
        onProgress(progress(1_000, 'SENT'));
      },
      read,
    });
    expect(seen.map((p) => p.sent)).toEqual([10, 1_000]);
    expect(read).not.toHaveBeenCalled();
  });

  it('polls the broadcast when the stream fails, until it reaches a final status', async () => {
    const records = [
      { ...record, sentCount: 600 },
      { ...record, sentCount: 900, failedCount: 100, status: 'PARTIAL' as const },
    ];
    const read = jest.fn(async () => records.shift() ?? record);
    const seen: BroadcastProgress[] = [];
    await watchBroadcastProgress(12, (p) => seen.push(p), undefined, {
      stream: () => Promise.reject(new ApiError('down', { status: 502 })),
      read,
      pollMs: 1,
    });
    expect(
      seen.map(({ status, sent, failed, remaining }) => [status, sent, failed, remaining]),
    ).toEqual([
      ['SENDING', 600, 0, 400],
      ['PARTIAL', 900, 100, 0],
    ]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('stops polling when its signal aborts', async () => {
    const controller = new AbortController();
    const read = jest.fn(async () => {
      controller.abort();
      return record;
    });
    await watchBroadcastProgress(12, () => undefined, controller.signal, {
      stream: () => Promise.reject(new Error('down')),
      read,
      pollMs: 60_000,
    });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
