import {
  API_PATHS,
  cidCheckDigit,
  DEMO_HOSPITAL,
  type BroadcastAudience,
  type BroadcastRecord,
  type BroadcastStatus,
} from '@hbc/contracts';
import { consoleUrl, openBrowser, sandboxUrl, type BrowserSession } from './support/browser';
import { identity, signInAs, storedProfile } from './support/sign-in';
import { uniqueSuffix } from './support/unique-name';

/**
 * The sending engine against the built API and the sandbox's LINE Messaging API stand-in, over
 * HTTP: every recipient once (also when LINE fails, or answers late after delivering), a cancel
 * stops the remaining batches, and a test-send reaches only the staff member.
 */

interface SandboxStats {
  requests: number;
  users: number;
  recipients: number;
  duplicates: number;
}

let token = '';

async function api<T>(method: string, path: string, body?: unknown, as = token): Promise<T> {
  const response = await fetch(consoleUrl(path), {
    method,
    headers: {
      authorization: `Bearer ${as}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function sandbox<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(sandboxUrl(`/sandbox/messaging${path}`), {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const stats = () => sandbox<SandboxStats>('GET', '/stats');

/** A valid CID of 12 given digits and their check digit. */
const cidOf = (twelve: string) => `${twelve}${cidCheckDigit(twelve)}`;
/** A LINE userId made of one hex digit repeated. */
const lineIdOf = (digit: string) => `U${digit.repeat(32)}`;

async function received(userId: string): Promise<number> {
  const answer = await sandbox<{ deliveries: unknown[] }>(
    'GET',
    `/deliveries?userId=${encodeURIComponent(userId)}`,
  );
  return answer.deliveries.length;
}

async function newBroadcast(title: string): Promise<BroadcastRecord> {
  return api<BroadcastRecord>('POST', API_PATHS.broadcast, {
    title,
    messages: [{ type: 'text', text: `${title}\nบรรทัดที่สอง` }],
    target: 'UNIT',
  });
}

async function until(id: number, statuses: BroadcastStatus[]): Promise<BroadcastRecord> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const record = await api<BroadcastRecord>('GET', API_PATHS.broadcastById(id));
    if (statuses.includes(record.status)) return record;
    if (Date.now() > deadline) throw new Error(`broadcast ${id} still ${record.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type DeliveryCount = Record<'PENDING' | 'SENDING', number>;

/** How many recipients of broadcast `id` wait for their batch, and how many are being sent. */
async function deliveriesOf(id: number): Promise<DeliveryCount> {
  const total = async (status: keyof DeliveryCount) => {
    const response = await fetch(consoleUrl(API_PATHS.broadcastDeliveryList(id)), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 1, filters: { status } }),
    });
    if (!response.ok) throw new Error(`deliveries of ${id}: ${response.status}`);
    return ((await response.json()) as { total: number }).total;
  };
  return { PENDING: await total('PENDING'), SENDING: await total('SENDING') };
}

async function untilDeliveries(id: number, done: (count: DeliveryCount) => boolean) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const count = await deliveriesOf(id);
    if (done(count)) return;
    if (Date.now() > deadline) throw new Error(`broadcast ${id}: ${JSON.stringify(count)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the sending engine against the sandbox', () => {
  let session: BrowserSession;
  let recipients = 0;

  beforeAll(async () => {
    session = await openBrowser();
    await signInAs(session.page, 'admin-lv3');
    token = (await storedProfile(session.page))?.access_token ?? '';
    const audience = await api<BroadcastAudience>('POST', API_PATHS.broadcastAudience, {
      target: 'UNIT',
    });
    recipients = audience.recipients;
    if (recipients < 501)
      throw new Error(`the demo unit reaches ${recipients}: seed more citizens`);
  });
  afterAll(async () => {
    await sandbox('DELETE', '/faults');
    await session?.close();
  });
  beforeEach(async () => {
    await sandbox('DELETE', '/faults');
    await sandbox('DELETE', '/deliveries');
  });

  it.each([
    // Delivered, then answered 500 as if the answer were lost: the retry meets 409.
    ['an answer lost after delivery', { fault: 'status_500', count: 1, delivered: true }],
    ['429s with Retry-After', { fault: 'status_429', count: 2, retryAfterSeconds: 1 }],
  ])('delivers to every recipient exactly once through %s', async (_name, fault) => {
    await sandbox('POST', '/faults', fault);
    const record = await newBroadcast(`ทุกคนครั้งเดียว ${uniqueSuffix()}`);
    await api('POST', API_PATHS.broadcastSend(record.id), {});
    const done = await until(record.id, ['SENT', 'PARTIAL', 'FAILED']);
    expect(done).toMatchObject({ status: 'SENT', sentCount: recipients, failedCount: 0 });
    const after = await stats();
    expect(after).toMatchObject({ users: recipients, recipients, duplicates: 0 });
  });

  it('sends no batch after a cancel', async () => {
    // Each call waits two seconds: the cancel lands while the first batches are on their way.
    await sandbox('POST', '/faults', { fault: 'delay', delayMs: 2000, count: 1000 });
    const record = await newBroadcast(`ยกเลิก ${uniqueSuffix()}`);
    await api('POST', API_PATHS.broadcastSend(record.id), {});
    await untilDeliveries(record.id, (count) => count.SENDING > 0);
    const cancelled = await api<BroadcastRecord>('POST', API_PATHS.broadcastCancel(record.id));
    expect(cancelled.status).toBe('CANCELLED');
    // Calls already made finish; once no batch waits or is under way, none can start any more.
    await untilDeliveries(record.id, (count) => count.PENDING + count.SENDING === 0);
    const settled = await stats();
    expect(settled.recipients).toBeLessThan(recipients);
    const ended = await api<BroadcastRecord>('GET', API_PATHS.broadcastById(record.id));
    expect(ended).toMatchObject({ status: 'CANCELLED', sentCount: settled.recipients });
  });

  it('never sends to an excluded CID or a citizen who unfollowed', async () => {
    // Three citizens of the demo hospital from the registry: one to reach, one whose CID is on
    // the excluded list, one who unfollowed the account.
    const admin = await openBrowser();
    try {
      await signInAs(admin.page, 'super-admin');
      const adminToken = (await storedProfile(admin.page))?.access_token ?? '';
      const stamp = String(Date.now()).slice(-8);
      // LINE userIds no synthetic citizen has (the stack is fresh for each run).
      const [reached, excluded, unfollowed] = ['a', 'b', 'c'].map((digit, n) => ({
        cid: cidOf(`1${n}00${stamp}`),
        lineUserId: lineIdOf(digit),
      }));
      const rows = [
        { ...reached, followStatus: 'FOLLOWING' },
        { ...excluded, followStatus: 'FOLLOWING' },
        { ...unfollowed, followStatus: 'UNFOLLOWED' },
      ].map((row) => ({ ...row, unitHcode: DEMO_HOSPITAL.hcode }));
      await api('POST', API_PATHS.citizenImport, { rows }, adminToken);
      await api('POST', API_PATHS.cid, { cid: excluded?.cid, reason: 'ขอไม่รับข่าวสาร' }, adminToken);

      const record = await newBroadcast(`ไม่ส่งถึงผู้ถูกยกเว้น ${uniqueSuffix()}`);
      await api('POST', API_PATHS.broadcastSend(record.id), {});
      const done = await until(record.id, ['SENT', 'PARTIAL', 'FAILED']);
      expect(done.status).toBe('SENT');
      expect(done.excludedCount).toBeGreaterThanOrEqual(1);
      expect(await received(reached?.lineUserId ?? '')).toBe(1);
      expect(await received(excluded?.lineUserId ?? '')).toBe(0);
      expect(await received(unfollowed?.lineUserId ?? '')).toBe(0);
      expect(await stats()).toMatchObject({ duplicates: 0, users: done.sentCount });
    } finally {
      await admin.close();
    }
  });

  it('test-sends to the staff member’s own LINE account only', async () => {
    const record = await newBroadcast(`ส่งทดสอบ ${uniqueSuffix()}`);
    await api('POST', API_PATHS.broadcastTest(record.id));
    expect(await stats()).toMatchObject({ users: 1, recipients: 1 });
    const own = identity('admin-lv3').line?.userId ?? '';
    const received = await sandbox<{ deliveries: unknown[] }>(
      'GET',
      `/deliveries?userId=${encodeURIComponent(own)}`,
    );
    expect(received.deliveries).toHaveLength(1);
  });
});
