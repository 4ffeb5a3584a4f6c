import {
  API_PATHS,
  BROADCAST_MESSAGES,
  CID_MESSAGES,
  DEMO_COMMUNITY_HOSPITAL,
  maskLineUserId,
  TESTER_MESSAGES,
  type BroadcastTestSend,
  type TesterCode,
  type TesterCodeStatus,
  type TesterRecord,
} from '@hbc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { citizen, testerCode } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { bearer, lineUserIdOf, signInTestEnv } from '../../test/sign-in';
import {
  insertBroadcast,
  insertUser,
  lastLogId,
  logSince,
  unitIdOf,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import {
  newLineUserId,
  newWebhookEventId,
  signatureOf,
  TEST_CHANNEL_SECRET,
  webhookBody,
} from '../line-webhook/test-webhooks';
import { accessTokenOf, signInEachRole, type RoleIdentity } from '../users/testing/user-calls';
import { insertFollowerOfCid, insertTester } from './testing/tester-fixtures';
import { dataOf } from '../../test/token-call';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Valid CIDs (their check digits hold), one per test that adds by CID. */
const CIDS = ['1101700203450', '3100600123450', '1234567890121', '1100100001235'];
const BAD_CID = '1101700203451';

/** A text message event from `userId` as LINE sends it. */
function textEvent(userId: string, text: string): Record<string, unknown> {
  return {
    type: 'message',
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: newWebhookEventId(),
    deliveryContext: { isRedelivery: false },
    replyToken: 'b60d432864f44d079f6d8efe86cf404b',
    message: { id: '468789577898262530', type: 'text', quoteToken: 'q3Plxr4AgKd', text },
  };
}

describeEachDatabase(
  'testers: /api/setting/tester',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let hospitalId: number;
    let communityId: number;
    let otherLv1Token: string;
    const db = () => ctx.app.db;

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      token: string,
      payload?: object,
    ): Promise<LightMyRequestResponse> =>
      ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload }),
      });
    const list = (token: string, filters: object = {}, search?: string) =>
      call('POST', API_PATHS.testerList, token, { page: 1, pageSize: 100, filters, search });
    const names = async (token: string, filters: object = {}) =>
      dataOf<TesterRecord[]>(await list(token, filters)).map((row) => row.name);
    const postWebhook = (events: unknown[]) => {
      const body = webhookBody(events);
      return ctx.app.inject({
        method: 'POST',
        url: API_PATHS.lineWebhook,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'x-line-signature': signatureOf(body),
        },
        payload: body,
      });
    };
    const citizenOf = (cid: string, values: Partial<typeof citizen.$inferInsert> = {}) =>
      insertFollowerOfCid(ctx.app, cid, values);
    const testerOf = (unitId: number, name: string) => insertTester(db(), unitId, name);

    beforeAll(async () => {
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(db());
      communityId = await unitIdOf(db(), DEMO_COMMUNITY_HOSPITAL.hcode);
      const otherLv1 = await insertUser(db(), {
        role: 'ADMIN_LV1',
        unitId: communityId,
        firstName: 'อื่น',
        lastName: 'หน่วย',
      });
      otherLv1Token = await accessTokenOf(ctx.app, otherLv1.id);
    }, 60_000);

    describe('who may do what', () => {
      it('lets LV1 manage their own unit’s testers, LV3 read them, and refuses LV2 (403)', async () => {
        await testerOf(hospitalId, 'ของโรงพยาบาล');
        await testerOf(communityId, 'ของหน่วยอื่น');
        expect(await names(tokens['admin-lv1'])).toContain('ของโรงพยาบาล');
        expect(await names(tokens['admin-lv1'])).not.toContain('ของหน่วยอื่น');
        // A unit's staff read their own unit whatever unit they name.
        expect(await names(tokens['admin-lv3'], { unitId: communityId })).not.toContain(
          'ของหน่วยอื่น',
        );
        expect(await names(otherLv1Token)).toEqual(['ของหน่วยอื่น']);
        expect((await list(tokens['admin-lv2'])).statusCode).toBe(403);
        const lv3Add = await call('POST', API_PATHS.tester, tokens['admin-lv3'], {
          name: 'ลอง',
          cid: CIDS[0],
        });
        expect(lv3Add.statusCode).toBe(403);
        const lv3Code = await call('POST', API_PATHS.testerCode, tokens['admin-lv3'], {
          name: 'ลอง',
        });
        expect(lv3Code.statusCode).toBe(403);
      });

      it('has Super Admin name the unit: required, and then that unit’s testers only', async () => {
        const noUnit = await list(tokens['super-admin']);
        expect(noUnit.statusCode).toBe(400);
        expect(noUnit.json()).toMatchObject({
          errors: [{ path: '/filters/unitId', message: TESTER_MESSAGES.unitRequired }],
        });
        expect(await names(tokens['super-admin'], { unitId: communityId })).toContain('ของหน่วยอื่น');
        expect(await names(tokens['super-admin'], { unitId: communityId })).not.toContain(
          'ของโรงพยาบาล',
        );
        const lineUserId = await citizenOf(CIDS[3] ?? '');
        const added = await call('POST', API_PATHS.tester, tokens['super-admin'], {
          unitId: communityId,
          name: 'เพิ่มโดยส่วนกลาง',
          cid: CIDS[3],
        });
        expect(added.statusCode).toBe(200);
        expect(dataOf<TesterRecord>(added)).toMatchObject({
          unitId: communityId,
          lineUserIdMasked: maskLineUserId(lineUserId),
        });
        const withoutUnit = await call('POST', API_PATHS.tester, tokens['super-admin'], {
          name: 'ไม่มีหน่วย',
          cid: CIDS[3],
        });
        expect(withoutUnit.statusCode).toBe(400);
      });

      it('answers another unit’s tester 404 to rename and delete', async () => {
        const theirs = await testerOf(communityId, 'ห้ามแตะ');
        for (const [method, payload] of [['PUT', { name: 'ใหม่' }], ['DELETE']] as const) {
          const response = await call(
            method,
            API_PATHS.testerById(theirs.id),
            tokens['admin-lv1'],
            payload,
          );
          expect(response.statusCode).toBe(404);
        }
      });
    });

    describe('adding by CID', () => {
      it('adds the following citizen of the CID, masked, never storing or logging the CID', async () => {
        const cid = CIDS[0] ?? '';
        const lineUserId = await citizenOf(cid);
        const since = await lastLogId(db());
        const response = await call('POST', API_PATHS.tester, tokens['admin-lv1'], {
          name: ' สมชาย ',
          cid: '1-1017-00203-45-0',
        });
        expect(response.statusCode).toBe(200);
        const added = dataOf<TesterRecord>(response);
        expect(added).toMatchObject({
          name: 'สมชาย',
          unitId: hospitalId,
          addedVia: 'CID',
          following: true,
          lineUserIdMasked: maskLineUserId(lineUserId),
        });
        expect(response.body).not.toContain(lineUserId);
        const entries = await logSince(db(), since);
        expect(entries).toHaveLength(1);
        expect(JSON.stringify(entries)).not.toContain(cid);
        expect(JSON.stringify(entries)).not.toContain(lineUserId);
        expect(entries[0]?.description).toContain('สมชาย');

        const again = await call('POST', API_PATHS.tester, tokens['admin-lv1'], {
          name: 'สมชาย อีกครั้ง',
          cid,
        });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          errors: [{ path: '/cid', message: TESTER_MESSAGES.alreadyTester }],
        });
      });

      it('refuses a CID whose citizen does not follow, has no LINE account or is unknown (400)', async () => {
        const cid = CIDS[1] ?? '';
        await citizenOf(cid, { followStatus: 'UNFOLLOWED' });
        for (const tried of [cid, CIDS[2]]) {
          const response = await call('POST', API_PATHS.tester, tokens['admin-lv1'], {
            name: 'ไม่ติดตาม',
            cid: tried,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({
            errors: [{ path: '/cid', message: TESTER_MESSAGES.notFollowing }],
          });
        }
      });

      it('refuses a CID whose check digit is wrong (400 at /cid)', async () => {
        const response = await call('POST', API_PATHS.tester, tokens['admin-lv1'], {
          name: 'ผิด',
          cid: BAD_CID,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errors: [{ path: '/cid', message: CID_MESSAGES.checkDigit }],
        });
      });
    });

    describe('renaming and deleting', () => {
      it('renames and deletes a tester of the unit, logged', async () => {
        const ours = await testerOf(hospitalId, 'ชื่อเดิม');
        const renamed = await call('PUT', API_PATHS.testerById(ours.id), tokens['admin-lv1'], {
          name: 'ชื่อใหม่',
        });
        expect(dataOf<TesterRecord>(renamed).name).toBe('ชื่อใหม่');
        const since = await lastLogId(db());
        const deleted = await call('DELETE', API_PATHS.testerById(ours.id), tokens['admin-lv1']);
        expect(deleted.statusCode).toBe(200);
        expect(await names(tokens['admin-lv1'])).not.toContain('ชื่อใหม่');
        expect((await logSince(db(), since))[0]?.description).toContain('ชื่อใหม่');
      });
    });

    describe('adding by one-time code', () => {
      const make = async (name: string, token = tokens['admin-lv1']) =>
        dataOf<TesterCode>(await call('POST', API_PATHS.testerCode, token, { name }));
      const status = async (id: number, token = tokens['admin-lv1']) =>
        dataOf<TesterCodeStatus>(await call('GET', API_PATHS.testerCodeById(id), token));

      it('adds the user who sends a live code in a chat to the code’s unit, and the code is used up', async () => {
        const made = await make('สมหญิง');
        expect(made.code).toMatch(/^[0-9]{6}$/);
        const minutesLeft = (Date.parse(made.expiresAt) - Date.now()) / 60_000;
        expect(minutesLeft).toBeGreaterThan(9);
        expect(minutesLeft).toBeLessThanOrEqual(10);
        expect(await status(made.id)).toEqual({ state: 'WAITING', tester: null });

        const sender = newLineUserId();
        const since = await lastLogId(db());
        const response = await postWebhook([textEvent(sender, ` ${made.code}\n`)]);
        expect(response.statusCode).toBe(200);

        const used = await status(made.id);
        expect(used).toMatchObject({
          state: 'USED',
          tester: { name: 'สมหญิง', addedVia: 'CODE', unitId: hospitalId },
        });
        expect(used.tester?.lineUserIdMasked).toBe(maskLineUserId(sender));
        const [codeRow] = await db().select().from(testerCode).where(eq(testerCode.id, made.id));
        expect(codeRow).toMatchObject({ testerId: used.tester?.id, usedAt: expect.any(Date) });
        const entries = await logSince(db(), since);
        expect(entries.map((entry) => entry.description)).toEqual([
          expect.stringContaining('สมหญิง'),
        ]);
        // The same text again (a redelivery, or sent twice) adds nobody.
        await postWebhook([textEvent(newLineUserId(), made.code)]);
        expect((await names(tokens['admin-lv1'])).filter((name) => name === 'สมหญิง')).toHaveLength(
          1,
        );
      });

      it('tells each of two waiting codes of one staff member its own tester, whichever is used first', async () => {
        const first = await make('ผู้ทดสอบรหัสแรก');
        const second = await make('ผู้ทดสอบรหัสสอง');
        await postWebhook([textEvent(newLineUserId(), second.code)]);
        await postWebhook([textEvent(newLineUserId(), first.code)]);
        expect((await status(first.id)).tester?.name).toBe('ผู้ทดสอบรหัสแรก');
        expect((await status(second.id)).tester?.name).toBe('ผู้ทดสอบรหัสสอง');
      });

      it('does nothing with an expired code, nor with any other text', async () => {
        const expired = await make('หมดเวลา');
        await db()
          .update(testerCode)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(testerCode.id, expired.id));
        const live = await make('ข้อความอื่น');
        const wrong = live.code === '000000' ? '000001' : '000000';
        const response = await postWebhook([
          textEvent(newLineUserId(), expired.code),
          textEvent(newLineUserId(), `รหัส ${live.code}`),
          textEvent(newLineUserId(), wrong),
        ]);
        expect(response.statusCode).toBe(200);
        expect(await status(expired.id)).toEqual({ state: 'EXPIRED', tester: null });
        expect(await status(live.id)).toEqual({ state: 'WAITING', tester: null });
        const listed = await names(tokens['admin-lv1']);
        expect(listed).not.toContain('หมดเวลา');
        expect(listed).not.toContain('ข้อความอื่น');
      });

      it('cancels a code: the webhook then ignores it', async () => {
        const made = await make('ยกเลิก');
        const cancelled = await call(
          'DELETE',
          API_PATHS.testerCodeById(made.id),
          tokens['admin-lv1'],
        );
        expect(cancelled.statusCode).toBe(200);
        await postWebhook([textEvent(newLineUserId(), made.code)]);
        expect(await names(tokens['admin-lv1'])).not.toContain('ยกเลิก');
        // Another unit's LV1 cannot see or cancel ours.
        const ours = await make('ของเรา');
        expect(
          (await call('GET', API_PATHS.testerCodeById(ours.id), otherLv1Token)).statusCode,
        ).toBe(404);
        expect(
          (await call('DELETE', API_PATHS.testerCodeById(ours.id), otherLv1Token)).statusCode,
        ).toBe(404);
      });
    });

    describe('test sends to testers', () => {
      const draft = () =>
        insertBroadcast(db(), hospitalId, {
          title: 'ทดสอบถึงผู้ทดสอบ',
          messages: [{ type: 'text', text: 'สวัสดี' }],
        });
      const send = (id: number, body?: object) =>
        call('POST', API_PATHS.broadcastTest(id), tokens['admin-lv3'], body);

      beforeEach(() => fake.messaging.reset());

      it('pushes to each chosen tester of the unit and answers them by name, masked, logged once', async () => {
        const record = await draft();
        const one = await testerOf(hospitalId, 'ผู้ทดสอบหนึ่ง');
        const two = await testerOf(hospitalId, 'ผู้ทดสอบสอง');
        const since = await lastLogId(db());
        const response = await send(record.id, { testerIds: [one.id, two.id] });
        expect(response.statusCode).toBe(200);
        expect(dataOf<BroadcastTestSend>(response)).toEqual({
          sentTo: [
            { name: 'ผู้ทดสอบหนึ่ง', lineUserIdMasked: maskLineUserId(one.lineUserId) },
            { name: 'ผู้ทดสอบสอง', lineUserIdMasked: maskLineUserId(two.lineUserId) },
          ],
          failed: [],
        });
        expect(fake.messaging.deliveries.map((d) => d.to)).toEqual([
          [one.lineUserId],
          [two.lineUserId],
        ]);
        const entries = await logSince(db(), since);
        expect(entries).toHaveLength(1);
        expect(entries[0]?.description).toContain(maskLineUserId(two.lineUserId));
        expect(JSON.stringify(entries)).not.toContain(one.lineUserId);

        fake.messaging.reset();
        const withSelf = await send(record.id, { testerIds: [one.id], toSelf: true });
        expect(withSelf.statusCode).toBe(200);
        expect(fake.messaging.deliveries.map((d) => d.to)).toEqual([
          [lineUserIdOf('admin-lv3')],
          [one.lineUserId],
        ]);
      });

      it('goes on past a tester LINE refuses: answers who got it and who did not, logs those who did', async () => {
        const record = await draft();
        const one = await testerOf(hospitalId, 'ได้รับ');
        const two = await testerOf(hospitalId, 'ไม่ได้รับ');
        const three = await testerOf(hospitalId, 'ได้รับเช่นกัน');
        const since = await lastLogId(db());
        fake.messaging.failNext({}, { status: 400, message: 'Failed to send messages' });
        const response = await send(record.id, { testerIds: [one.id, two.id, three.id] });
        expect(response.statusCode).toBe(200);
        expect(dataOf<BroadcastTestSend>(response)).toEqual({
          sentTo: [
            { name: 'ได้รับ', lineUserIdMasked: maskLineUserId(one.lineUserId) },
            { name: 'ได้รับเช่นกัน', lineUserIdMasked: maskLineUserId(three.lineUserId) },
          ],
          failed: [
            {
              name: 'ไม่ได้รับ',
              lineUserIdMasked: maskLineUserId(two.lineUserId),
              reason: expect.stringContaining(BROADCAST_MESSAGES.lineRefused),
            },
          ],
        });
        expect(fake.messaging.deliveries.map((d) => d.to)).toEqual([
          [one.lineUserId],
          [three.lineUserId],
        ]);
        const entries = await logSince(db(), since);
        expect(entries).toHaveLength(1);
        expect(entries[0]?.description).not.toContain(maskLineUserId(two.lineUserId));
      });

      it('answers LINE’s refusal when no tester got it, logging nothing', async () => {
        const record = await draft();
        const one = await testerOf(hospitalId, 'ปฏิเสธหนึ่ง');
        const since = await lastLogId(db());
        fake.messaging.failNext({ status: 503 });
        const response = await send(record.id, { testerIds: [one.id], toSelf: false });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ message: BROADCAST_MESSAGES.lineUnavailable });
        expect(await logSince(db(), since)).toHaveLength(0);
      });

      it('still sends to the staff member’s own account without a body', async () => {
        const record = await draft();
        const response = await send(record.id);
        expect(response.statusCode).toBe(200);
        expect(dataOf<BroadcastTestSend>(response).sentTo).toEqual([
          expect.objectContaining({ lineUserIdMasked: maskLineUserId(lineUserIdOf('admin-lv3')) }),
        ]);
      });

      it('refuses another unit’s tester, more than 10 testers, and nobody at all (400), sending nothing', async () => {
        const record = await draft();
        const ours = await testerOf(hospitalId, 'ของเรา');
        const theirs = await testerOf(communityId, 'ของเขา');
        const refusals: [object, string][] = [
          [{ testerIds: [ours.id, theirs.id] }, TESTER_MESSAGES.notOfUnit],
          [
            { testerIds: Array.from({ length: 11 }, (_, i) => ours.id + 1000 + i) },
            TESTER_MESSAGES.tooManyTesters,
          ],
          [{ testerIds: [], toSelf: false }, TESTER_MESSAGES.noRecipient],
        ];
        for (const [body, message] of refusals) {
          const response = await send(record.id, body);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ errors: [{ path: '/testerIds', message }] });
        }
        expect(fake.messaging.deliveries).toHaveLength(0);
      });
    });
  },
  { env: () => signInTestEnv(fake, { LINE_MESSAGING_CHANNEL_SECRET: TEST_CHANNEL_SECRET }) },
);
