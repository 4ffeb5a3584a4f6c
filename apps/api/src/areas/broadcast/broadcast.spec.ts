import {
  ACTIVITY_MENU,
  API_PATHS,
  BROADCAST_MESSAGES,
  quotaExceededText,
  retryMayDuplicateText,
  type BroadcastRecord,
  type BroadcastStatus,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { broadcastBatch, citizen } from '../../db/schema';
import { excludeHashes, insertCitizenRows } from '../segment/testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { lineUserIdOf, signInTestEnv } from '../../test/sign-in';
import {
  insertBroadcast,
  insertUnit,
  lastLogId,
  logSince,
  unitIdOf,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signedInRoles } from '../../test/signed-in-roles';
import { answered } from '../../test/token-call';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const text = (value: string) => ({ type: 'text', text: value });
const bodyOf = (title: string, over: object = {}) => ({
  title,
  messages: [text('สวัสดี\nทดสอบ')],
  target: 'UNIT',
  ...over,
});
const hash = (n: number) => `test-hash-${n}`;

describeEachDatabase(
  'broadcasts: /api/broadcast',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    let unitId: number;
    const db = () => ctx.app.db;

    async function created(title: string, over: object = {}): Promise<BroadcastRecord> {
      const response = await call(
        'POST',
        API_PATHS.broadcast,
        tokens['admin-lv3'],
        bodyOf(title, over),
      );
      if (response.statusCode !== 200) throw new Error(`create: ${response.body}`);
      return (response.json() as { data: BroadcastRecord }).data;
    }

    /** Polls the broadcast until it reaches one of `statuses`. */
    async function until(
      id: number,
      statuses: BroadcastStatus[],
      ms = 20_000,
    ): Promise<BroadcastRecord> {
      const end = Date.now() + ms;
      for (;;) {
        const response = await call('GET', API_PATHS.broadcastById(id), tokens['admin-lv2']);
        const record = (response.json() as { data: BroadcastRecord }).data;
        if (statuses.includes(record.status)) return record;
        if (Date.now() > end) throw new Error(`still ${record.status}: ${JSON.stringify(record)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    /** Fresh citizens of the unit: `following` reachable, plus unfollowed and excluded ones. */
    async function freshAudience(following: number) {
      await db().execute(sql`delete from ${broadcastBatch}`);
      await db().execute(sql`delete from broadcast`);
      await db().delete(citizen);
      await db().execute(sql`delete from excluded_cid`);
      const rows = Array.from({ length: following }, (_, i) => ({ cidHash: hash(i) }));
      await insertCitizenRows(db(), unitId, rows);
      await insertCitizenRows(db(), unitId, [
        { cidHash: hash(100_001), followStatus: 'UNFOLLOWED' as const },
        { cidHash: hash(100_002), followStatus: 'UNFOLLOWED' as const },
        { cidHash: hash(100_003) },
        { cidHash: hash(100_004) },
      ]);
      await excludeHashes(db(), [hash(100_003), hash(100_004)]);
      const other = await insertUnit(db());
      await insertCitizenRows(db(), other.id, [{ cidHash: hash(100_005) }]);
      const all = await db()
        .select({ lineUserId: citizen.lineUserId, cidHash: citizen.cidHash })
        .from(citizen);
      const idOf = (h: string) => all.find((c) => c.cidHash === h)?.lineUserId ?? '';
      return {
        reachable: rows.map((row) => idOf(row.cidHash)),
        never: [100_001, 100_002, 100_003, 100_004, 100_005].map((n) => idOf(hash(n))),
      };
    }

    beforeAll(async () => {
      unitId = await unitIdOf(db());
    }, 60_000);
    beforeEach(() => fake.messaging.reset());

    describe('who may do what', () => {
      it('lets LV3 create and refuses LV1, LV2 and Super Admin (403)', async () => {
        for (const role of ['admin-lv1', 'admin-lv2', 'super-admin'] as const) {
          expect(
            answered(await call('POST', API_PATHS.broadcast, tokens[role], bodyOf('x'))),
          ).toEqual({
            status: 403,
            body: { message: 'FORBIDDEN' },
          });
        }
        const record = await created('ประชาสัมพันธ์');
        expect(record).toMatchObject({ status: 'DRAFT', title: 'ประชาสัมพันธ์', messageCount: 1 });
        const send = await call(
          'POST',
          API_PATHS.broadcastSend(record.id),
          tokens['admin-lv2'],
          {},
        );
        expect(send.statusCode).toBe(403);
        const read = await call('GET', API_PATHS.broadcastById(record.id), tokens['admin-lv2']);
        expect(read.statusCode).toBe(200);
        const list = await call('POST', API_PATHS.broadcastList, tokens['admin-lv1'], {
          page: 1,
          pageSize: 20,
        });
        expect((list.json() as { total: number }).total).toBeGreaterThan(0);
      });
    });

    describe('checks', () => {
      it('answers every problem of the messages and the target at once', async () => {
        const response = await call('POST', API_PATHS.broadcast, tokens['admin-lv3'], {
          title: 'ผิด',
          messages: [
            text(''),
            { type: 'video', originalContentUrl: 'ftp://x', previewImageUrl: '' },
          ],
          target: 'SEGMENT',
        });
        expect(response.statusCode).toBe(400);
        const { errors } = response.json() as { errors: { path: string; message: string }[] };
        expect(errors).toEqual(
          expect.arrayContaining([
            { path: '/segmentId', message: BROADCAST_MESSAGES.segmentRequired },
            expect.objectContaining({ path: expect.stringMatching(/^\/messages\/0/) }),
            expect.objectContaining({ path: expect.stringMatching(/^\/messages\/1/) }),
          ]),
        );
      });

      it('asks LINE too, at save and at send: its refusal is answered at the message it names', async () => {
        const draft = await created('ถาม LINE');
        expect(fake.messaging.validations).toEqual([[{ type: 'text', text: 'สวัสดี\nทดสอบ' }]]);
        const refusal = {
          message: 'A message (messages[0]) in the request body is invalid',
          details: [{ message: 'May not be empty', property: 'messages[0].text' }],
        };
        const refusedIssues = {
          message: 'VALIDATION_ERROR',
          errors: [
            {
              path: '/messages/0',
              message: `${BROADCAST_MESSAGES.lineRefused}: messages[0].text: May not be empty`,
            },
          ],
        };
        fake.messaging.validationRefusal = refusal;
        const update = await call(
          'PUT',
          API_PATHS.broadcastById(draft.id),
          tokens['admin-lv3'],
          bodyOf('ถาม LINE อีกครั้ง'),
        );
        expect(answered(update)).toEqual({ status: 400, body: refusedIssues });
        const send = await call('POST', API_PATHS.broadcastSend(draft.id), tokens['admin-lv3'], {});
        expect(answered(send)).toEqual({ status: 400, body: refusedIssues });
        expect(fake.messaging.deliveries).toEqual([]);
        expect((await until(draft.id, ['DRAFT'])).title).toBe('ถาม LINE');
      });

      it('refuses to send without messages or to the past', async () => {
        const empty = await created('ว่าง', { messages: [] });
        expect(
          answered(await call('POST', API_PATHS.broadcastSend(empty.id), tokens['admin-lv3'], {})),
        ).toEqual({
          status: 400,
          body: {
            message: 'VALIDATION_ERROR',
            errors: [{ path: '/messages', message: BROADCAST_MESSAGES.messagesRequired }],
          },
        });
        const draft = await created('อดีต');
        const past = await call('POST', API_PATHS.broadcastSend(draft.id), tokens['admin-lv3'], {
          scheduledAt: new Date(Date.now() - 60_000).toISOString(),
        });
        expect(answered(past).body).toEqual({
          message: 'VALIDATION_ERROR',
          errors: [{ path: '/scheduledAt', message: BROADCAST_MESSAGES.scheduleInPast }],
        });
      });
    });

    describe('sending', () => {
      it('refuses a send over the month’s quota left, less what other sends have yet to send; LINE counts one message per recipient', async () => {
        await freshAudience(600);
        const elsewhere = await insertBroadcast(db(), unitId, {
          title: 'กำลังส่ง',
          status: 'SENDING',
          messages: [text('กำลังส่ง')],
        });
        await db().execute(sql`
          insert into ${broadcastBatch}
            (broadcast_id, seq, recipients, size, retry_key, first_citizen_id, last_citizen_id)
          values (${elsewhere.id}, 0, array['Uinflight'], 150, gen_random_uuid(), 0, 0)`);
        const threeMessages = await created('สามข้อความ', {
          messages: [text('หนึ่ง'), text('สอง'), text('สาม')],
        });
        fake.messaging.quota = { limit: 10_000, used: 10_000 - 749 };

        const refused = await call(
          'POST',
          API_PATHS.broadcastSend(threeMessages.id),
          tokens['admin-lv3'],
          {},
        );
        expect(answered(refused)).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '', message: quotaExceededText(600, 599) }],
          },
        });
        expect(fake.messaging.deliveries).toHaveLength(0);
        const still = await call(
          'GET',
          API_PATHS.broadcastById(threeMessages.id),
          tokens['admin-lv3'],
        );
        expect((still.json() as { data: BroadcastRecord }).data.status).toBe('DRAFT');

        fake.messaging.quota = { limit: 10_000, used: 10_000 - 750 };
        const sent = await call(
          'POST',
          API_PATHS.broadcastSend(threeMessages.id),
          tokens['admin-lv3'],
          {},
        );
        expect(sent.statusCode).toBe(200);
        expect((sent.json() as { data: BroadcastRecord }).data.status).toBe('SENDING');
        // Its batches end here: one still in flight would reach the next test's record of deliveries.
        expect(await until(threeMessages.id, ['SENT', 'PARTIAL', 'FAILED'])).toMatchObject({
          status: 'SENT',
          sentCount: 600,
        });
      });

      it('delivers to every reachable citizen exactly once, never to unfollowed, excluded or another unit', async () => {
        const { reachable, never } = await freshAudience(1_203);
        const audience = await call('POST', API_PATHS.broadcastAudience, tokens['admin-lv3'], {
          target: 'UNIT',
        });
        expect((audience.json() as { data: object }).data).toMatchObject({
          reached: 1_205,
          excluded: 2,
          recipients: 1_203,
        });

        const record = await created('ถึงทุกคน');
        const since = await lastLogId(db());
        const send = await call(
          'POST',
          API_PATHS.broadcastSend(record.id),
          tokens['admin-lv3'],
          {},
        );
        expect(answered(send)).toMatchObject({ status: 200, body: {} });
        expect((send.json() as { data: BroadcastRecord }).data).toMatchObject({
          status: 'SENDING',
          recipientCount: 1_203,
          excludedCount: 2,
        });

        const done = await until(record.id, ['SENT', 'PARTIAL', 'FAILED']);
        expect(done).toMatchObject({ status: 'SENT', sentCount: 1_203, failedCount: 0 });
        const received = fake.messaging.deliveries.flatMap((d) => d.to);
        expect(received.length).toBe(1_203);
        expect(new Set(received)).toEqual(new Set(reachable));
        for (const id of never) expect(received).not.toContain(id);
        expect(fake.messaging.deliveries.every((d) => d.to.length <= 500)).toBe(true);
        expect(fake.messaging.deliveries).toHaveLength(3);

        const log = await logSince(db(), since);
        expect(
          log
            .filter((entry) => entry.menu === ACTIVITY_MENU.broadcast)
            .map((entry) => entry.description),
        ).toEqual([
          expect.stringContaining('ฉบับร่าง → กำลังส่ง ผู้รับ 1,203 คน'),
          expect.stringContaining('กำลังส่ง → ส่งแล้ว'),
        ]);

        const page = await call(
          'POST',
          API_PATHS.broadcastDeliveryList(record.id),
          tokens['admin-lv2'],
          {
            page: 9,
            pageSize: 60,
          },
        );
        const deliveries = page.json() as {
          total: number;
          data: { batch: number; status: string; lineUserIdMasked: string }[];
        };
        expect(deliveries.total).toBe(1_203);
        // Recipients 481–540: the last 20 of batch 1, the first 40 of batch 2.
        expect(deliveries.data.map((row) => row.batch)).toEqual([
          ...Array<number>(20).fill(1),
          ...Array<number>(40).fill(2),
        ]);
        expect(deliveries.data[0]).toMatchObject({ status: 'SENT' });
        expect(deliveries.data[0]?.lineUserIdMasked).toMatch(/^U.{4}….{4}$/);
      }, 60_000);

      it('retries 5xx and 429 with the same retry key, and counts a 409 as sent', async () => {
        const { reachable } = await freshAudience(10);
        fake.messaging.failNext({ status: 500 }, { status: 429, retryAfterSeconds: 0 });
        const record = await created('ลองใหม่');
        await call('POST', API_PATHS.broadcastSend(record.id), tokens['admin-lv3'], {});
        const done = await until(record.id, ['SENT', 'PARTIAL', 'FAILED']);
        expect(done).toMatchObject({ status: 'SENT', sentCount: 10 });
        expect(fake.messaging.calls).toBe(3);
        expect(fake.messaging.deliveries.flatMap((d) => d.to).sort()).toEqual(
          [...reachable].sort(),
        );
      }, 30_000);

      it('asks before a retry that could deliver twice: unanswered batches of a send started over 23 hours ago', async () => {
        await freshAudience(10);
        const old = await insertBroadcast(db(), unitId, {
          title: 'เมื่อวาน',
          status: 'FAILED',
          messages: [text('เมื่อวาน')],
          targetCount: 500,
          failedCount: 500,
          startedAt: new Date(Date.now() - 24 * 3_600_000),
          finishedAt: new Date(Date.now() - 23.5 * 3_600_000),
        });
        await db().execute(sql`
          insert into ${broadcastBatch} (broadcast_id, seq, recipients, size, retry_key, state, refused,
            first_citizen_id, last_citizen_id)
          values (${old.id}, 0, array['Uunanswered'], 300, gen_random_uuid(), 'FAILED', false, 0, 0),
                 (${old.id}, 1, array['Urefused'], 200, gen_random_uuid(), 'FAILED', true, 0, 0)`);

        const detail = await call('GET', API_PATHS.broadcastById(old.id), tokens['admin-lv3']);
        expect((detail.json() as { data: BroadcastRecord }).data.retryMayDuplicate).toBe(300);
        const asked = await call(
          'POST',
          API_PATHS.broadcastRetryFailed(old.id),
          tokens['admin-lv3'],
        );
        expect(answered(asked)).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '/acceptDuplicates', message: retryMayDuplicateText(300) }],
          },
        });
        const unchanged = await call('GET', API_PATHS.broadcastById(old.id), tokens['admin-lv3']);
        expect((unchanged.json() as { data: BroadcastRecord }).data.status).toBe('FAILED');

        const accepted = await call(
          'POST',
          API_PATHS.broadcastRetryFailed(old.id),
          tokens['admin-lv3'],
          { acceptDuplicates: true },
        );
        expect(accepted.statusCode).toBe(200);
        expect((accepted.json() as { data: BroadcastRecord }).data).toMatchObject({
          status: 'SENDING',
          retryMayDuplicate: 0,
        });
      });

      it('says on the broadcast why it stopped when LINE refused its messages themselves', async () => {
        await freshAudience(600);
        const refusal = {
          status: 400,
          message: 'A message (messages[0]) in the request body is invalid',
        };
        fake.messaging.failNext(refusal, refusal);
        const record = await created('ข้อความผิด');
        await call('POST', API_PATHS.broadcastSend(record.id), tokens['admin-lv3'], {});
        const ended = await until(record.id, ['SENT', 'PARTIAL', 'FAILED']);
        expect(ended).toMatchObject({ status: 'FAILED', failedCount: 600, sentCount: 0 });
        expect(ended.haltReason).toBe(
          `${BROADCAST_MESSAGES.haltedByMessages} (LINE: 400 ${refusal.message})`,
        );

        const retry = await call(
          'POST',
          API_PATHS.broadcastRetryFailed(record.id),
          tokens['admin-lv3'],
        );
        expect((retry.json() as { data: BroadcastRecord }).data.haltReason).toBeNull();
        expect((await until(record.id, ['SENT', 'PARTIAL', 'FAILED'])).status).toBe('SENT');
      });

      it('fails a batch LINE refuses, and sends only the failed ones again', async () => {
        await freshAudience(600);
        fake.messaging.failNext({ status: 400, message: 'The request body has 1 error(s)' });
        const record = await created('บางส่วน');
        await call('POST', API_PATHS.broadcastSend(record.id), tokens['admin-lv3'], {});
        const partial = await until(record.id, ['SENT', 'PARTIAL', 'FAILED']);
        expect(partial.status).toBe('PARTIAL');
        expect(partial.sentCount + partial.failedCount).toBe(600);
        const failedList = await call(
          'POST',
          API_PATHS.broadcastDeliveryList(record.id),
          tokens['admin-lv3'],
          {
            page: 1,
            pageSize: 5,
            filters: { status: 'FAILED' },
          },
        );
        expect((failedList.json() as { data: { reason: string }[] }).data[0]?.reason).toContain(
          'The request body has 1 error(s)',
        );

        const keysBefore = fake.messaging.deliveries.map((d) => d.retryKey);
        const retry = await call(
          'POST',
          API_PATHS.broadcastRetryFailed(record.id),
          tokens['admin-lv3'],
        );
        expect(retry.statusCode).toBe(200);
        const done = await until(record.id, ['SENT', 'PARTIAL', 'FAILED']);
        expect(done).toMatchObject({ status: 'SENT', sentCount: 600, failedCount: 0 });
        const received = fake.messaging.deliveries.flatMap((d) => d.to);
        expect(new Set(received).size).toBe(600);
        expect(received).toHaveLength(600);
        // The refused batch went again under a new retry key (LINE had refused the old one).
        const again = fake.messaging.deliveries.slice(keysBefore.length);
        expect(again).toHaveLength(1);
        const refusedKey = (
          await ctx.app.db.execute<{ key: string }>(
            sql`select retry_key as key from broadcast_batch where broadcast_id = ${record.id} order by seq`,
          )
        ).rows.map((row) => row.key);
        expect(keysBefore).not.toContain(again[0]?.retryKey);
        expect(refusedKey).toContain(again[0]?.retryKey);
        // Only once: a second retry finds nothing failed.
        const twice = await call(
          'POST',
          API_PATHS.broadcastRetryFailed(record.id),
          tokens['admin-lv3'],
        );
        expect(twice.statusCode).toBe(409);
      }, 30_000);

      it('streams its progress as server-sent events until it ends', async () => {
        await freshAudience(700);
        const record = await created('ติดตามความคืบหน้า');
        await call('POST', API_PATHS.broadcastSend(record.id), tokens['admin-lv3'], {});
        const stream = await call(
          'GET',
          API_PATHS.broadcastProgress(record.id),
          tokens['admin-lv2'],
        );
        expect(stream.statusCode).toBe(200);
        expect(stream.headers['content-type']).toContain('text/event-stream');
        const events = stream.body
          .split('\n\n')
          .filter((block) => block.startsWith('event: progress'))
          .map(
            (block) =>
              JSON.parse(block.split('\ndata: ')[1] ?? 'null') as {
                status: string;
                sent: number;
                remaining: number;
                total: number;
              },
          );
        expect(events.length).toBeGreaterThanOrEqual(1);
        expect(events.at(-1)).toMatchObject({
          status: 'SENT',
          total: 700,
          sent: 700,
          remaining: 0,
        });
        for (const event of events) expect(event.sent + event.remaining).toBeLessThanOrEqual(700);
      }, 30_000);

      it('schedules, and cancels a scheduled broadcast before it goes', async () => {
        await freshAudience(3);
        const record = await created('ตั้งเวลา');
        const at = new Date(Date.now() + 3_600_000).toISOString();
        const scheduled = await call(
          'POST',
          API_PATHS.broadcastSend(record.id),
          tokens['admin-lv3'],
          { scheduledAt: at },
        );
        expect((scheduled.json() as { data: BroadcastRecord }).data).toMatchObject({
          status: 'SCHEDULED',
          scheduledAt: at,
          cancelledAt: null,
          cancelledByName: null,
        });
        const since = await lastLogId(db());
        const cancelled = await call(
          'POST',
          API_PATHS.broadcastCancel(record.id),
          tokens['admin-lv3'],
        );
        expect((cancelled.json() as { data: BroadcastRecord }).data.status).toBe('CANCELLED');
        // When and by whom, as the activity log's cancel entry says; read by LV1 as well.
        const [entry] = await logSince(db(), since);
        const read = await call('GET', API_PATHS.broadcastById(record.id), tokens['admin-lv1']);
        expect((read.json() as { data: BroadcastRecord }).data).toMatchObject({
          status: 'CANCELLED',
          startedAt: null,
          cancelledAt: entry?.createdAt.toISOString(),
          cancelledByName: entry?.actorName,
        });
        expect(entry?.actorName).toEqual(expect.any(String));
        expect(
          answered(await call('POST', API_PATHS.broadcastCancel(record.id), tokens['admin-lv3']))
            .status,
        ).toBe(409);
        expect(fake.messaging.deliveries).toHaveLength(0);
      });

      it('test-sends to the staff member’s own LINE account only', async () => {
        const record = await created('ทดสอบ');
        const response = await call(
          'POST',
          API_PATHS.broadcastTest(record.id),
          tokens['admin-lv3'],
        );
        expect(answered(response)).toMatchObject({ status: 200 });
        expect(fake.messaging.deliveries.map((d) => d.to)).toEqual([[lineUserIdOf('admin-lv3')]]);
        const record2 = await call('GET', API_PATHS.broadcastById(record.id), tokens['admin-lv3']);
        expect((record2.json() as { data: BroadcastRecord }).data.status).toBe('DRAFT');
      });

      it('learns from a test send to oneself whether LINE Login and the Messaging API share a provider', async () => {
        const record = await created('ทดสอบ Provider');
        const test = () => call('POST', API_PATHS.broadcastTest(record.id), tokens['admin-lv3']);
        const health = async () =>
          (
            (await ctx.app.inject({ method: 'GET', url: API_PATHS.health })).json() as {
              data: { lineChannels?: { outcome: string } };
            }
          ).data.lineChannels?.outcome;
        fake.messaging.failNext({
          status: 400,
          message: "The property, 'to', in the request body is invalid (line: -, column: -)",
        });
        expect(answered(await test())).toEqual({
          status: 400,
          body: {
            message: 'VALIDATION_ERROR',
            errors: [{ path: '/testerIds', message: BROADCAST_MESSAGES.lineUnknownRecipient }],
          },
        });
        expect(await health()).toBe('OTHER_PROVIDER');
        expect(answered(await test())).toMatchObject({ status: 200 });
        expect(await health()).toBe('SAME_PROVIDER');
      });

      it('answers the month’s quota left', async () => {
        fake.messaging.quota = { limit: 1000, used: 250 };
        const response = await call('GET', API_PATHS.broadcastQuota, tokens['admin-lv3']);
        expect(answered(response)).toEqual({
          status: 200,
          body: { message: 'SUCCESS', data: { limit: 1000, used: 250, remaining: 750 } },
        });
      });
    });

    it('keeps unit scope: another unit’s broadcast is a 404 to every reader and manager, and not listed', async () => {
      const other = await insertUnit(db());
      const theirs = await insertBroadcast(db(), other.id, {
        title: 'ของหน่วยอื่น',
        messages: [text('ของหน่วยอื่น')],
      });
      const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
        ['GET', API_PATHS.broadcastById(theirs.id)],
        ['PUT', API_PATHS.broadcastById(theirs.id), bodyOf('ของเรา')],
        ['DELETE', API_PATHS.broadcastById(theirs.id)],
        ['POST', API_PATHS.broadcastSend(theirs.id), {}],
        ['POST', API_PATHS.broadcastTest(theirs.id)],
        ['POST', API_PATHS.broadcastCancel(theirs.id)],
        ['POST', API_PATHS.broadcastRetryFailed(theirs.id)],
        ['POST', API_PATHS.broadcastDeliveryList(theirs.id), { page: 1, pageSize: 20 }],
        ['GET', API_PATHS.broadcastProgress(theirs.id)],
      ];
      for (const [method, url, body] of calls) {
        const role = method === 'GET' ? 'admin-lv2' : 'admin-lv3';
        const response = await call(method, url, tokens[role], body);
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
      }
      const list = await call('POST', API_PATHS.broadcastList, tokens['admin-lv1'], {
        page: 1,
        pageSize: 100,
        search: 'ของหน่วยอื่น',
      });
      expect((list.json() as { total: number }).total).toBe(0);
    });
  },
  { env: () => signInTestEnv(fake) },
);
