import {
  ACTIVITY_ACTION,
  API_PATHS,
  BROADCAST_MESSAGES,
  SEND_POLICY_MESSAGES,
  windowStateAt,
  type BroadcastAudience,
  type BroadcastRecord,
  type CitizenDelivery,
  type SendPolicy,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { CidProtection } from '../../cid/cid-protection';
import { broadcastBatch, citizen } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { lastLogId, logSince, unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signedInRoles } from '../../test/signed-in-roles';
import { insertCitizenRows } from '../segment/testing/segment-fixtures';
import { validCid } from '../excluded-cids/testing/cid-calls';
import { expectNo5xx, mutatedBody } from '../../test/generated-input';
import { dataOf } from '../../test/token-call';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const HOUR = 3_600_000;
const NO_POLICY: SendPolicy = { sendWindow: null, frequencyCap: null };

/** 'HH:MM' in Bangkok, `hoursAhead` hours from now. */
function bangkokTime(hoursAhead: number): string {
  const at = new Date(Date.now() + hoursAhead * HOUR + 7 * HOUR);
  return `${String(at.getUTCHours()).padStart(2, '0')}:00`;
}

describeEachDatabase(
  'the send policy',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    const db = () => ctx.app.db;
    let unitId: number;

    const put = (body: unknown) => call('PUT', API_PATHS.sendPolicy, tokens['super-admin'], body);
    const created = async (title: string) =>
      dataOf<BroadcastRecord>(
        await call('POST', API_PATHS.broadcast, tokens['admin-lv3'], {
          title,
          messages: [{ type: 'text', text: `ข่าว ${title}` }],
          target: 'UNIT',
        }),
      );
    const send = (id: number, body: object = {}) =>
      call('POST', API_PATHS.broadcastSend(id), tokens['admin-lv3'], body);

    beforeAll(async () => {
      unitId = await unitIdOf(db());
    });
    beforeEach(async () => {
      fake.messaging.reset();
      await db().execute(sql`delete from ${broadcastBatch}`);
      await db().execute(sql`delete from broadcast`);
      await db().delete(citizen);
      expect((await put(NO_POLICY)).statusCode).toBe(200);
    });

    it('is none on a fresh database, set by the Super Admin (logged) and read by those who compose', async () => {
      await db().execute(sql`delete from send_policy`);
      expect(dataOf(await call('GET', API_PATHS.sendPolicy, tokens['super-admin']))).toEqual(
        NO_POLICY,
      );
      const since = await lastLogId(db());
      const policy: SendPolicy = {
        sendWindow: { start: '20:00', end: '06:00' },
        frequencyCap: { count: 2, days: 7 },
      };
      expect(dataOf(await put(policy))).toEqual(policy);
      expect(await logSince(db(), since)).toEqual([
        expect.objectContaining({
          action: ACTIVITY_ACTION.update,
          description: expect.stringMatching(/20:00–06:00.*2 ครั้งใน 7 วัน/),
        }),
      ]);
      expect(dataOf(await call('GET', API_PATHS.broadcastSendPolicy, tokens['admin-lv3']))).toEqual(
        policy,
      );
    });

    it.each([
      [
        { sendWindow: { start: '8:00', end: '20:00' }, frequencyCap: null },
        '/sendWindow/start',
        SEND_POLICY_MESSAGES.badTime,
      ],
      [
        { sendWindow: { start: '08:00', end: '24:00' }, frequencyCap: null },
        '/sendWindow/end',
        SEND_POLICY_MESSAGES.badTime,
      ],
      [
        { sendWindow: { start: '08:00', end: '08:00' }, frequencyCap: null },
        '/sendWindow/end',
        SEND_POLICY_MESSAGES.sameStartEnd,
      ],
      [
        { sendWindow: null, frequencyCap: { count: 0, days: 7 } },
        '/frequencyCap/count',
        'ต้องไม่น้อยกว่า 1',
      ],
      [
        { sendWindow: null, frequencyCap: { count: -2, days: 7 } },
        '/frequencyCap/count',
        'ต้องไม่น้อยกว่า 1',
      ],
      [
        { sendWindow: null, frequencyCap: { count: 2, days: 91 } },
        '/frequencyCap/days',
        'ต้องไม่เกิน 90',
      ],
    ])('refuses %j: 400 at %s', async (body, path, message) => {
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { errors: unknown[] }).errors).toEqual([{ path, message }]);
      expect(dataOf(await call('GET', API_PATHS.sendPolicy, tokens['super-admin']))).toEqual(
        NO_POLICY,
      );
    });

    it('answers generated bodies without a 5xx', async () => {
      const valid = {
        sendWindow: { start: '08:00', end: '20:00' },
        frequencyCap: { count: 2, days: 7 },
      };
      await expectNo5xx(mutatedBody(valid), (body) => put(body));
      await expectNo5xx(fc.jsonValue(), (body) => put(body));
    }, 120_000);

    it('holds a send outside the window: it waits for the opening with nothing sent, and can be cancelled', async () => {
      await insertCitizenRows(db(), unitId, [{}, {}]);
      const window = { start: bangkokTime(2), end: bangkokTime(3) };
      expect((await put({ sendWindow: window, frequencyCap: null })).statusCode).toBe(200);
      const opensAt = windowStateAt(window, new Date()).opensAt?.toISOString();
      expect(opensAt).toBeDefined();

      const now = await created('นอกเวลา');
      expect(dataOf<BroadcastRecord>(await send(now.id))).toMatchObject({
        status: 'SENDING',
        recipientCount: 2,
        waitingForWindowUntil: opensAt,
      });
      const later = await created('ตั้งเวลานอกเวลา');
      const scheduledAt = new Date(Date.now() + HOUR).toISOString();
      expect(dataOf<BroadcastRecord>(await send(later.id, { scheduledAt }))).toMatchObject({
        status: 'SCHEDULED',
        waitingForWindowUntil: opensAt,
      });
      expect(fake.messaging.deliveries).toEqual([]);

      const cancelled = await call(
        'POST',
        API_PATHS.broadcastCancel(now.id),
        tokens['admin-lv3'],
        {},
      );
      expect(dataOf<BroadcastRecord>(cancelled)).toMatchObject({
        status: 'CANCELLED',
        waitingForWindowUntil: null,
      });
    });

    it('skips those the cap holds back: counted in the form, on the broadcast, and CAPPED in the delivery lookup', async () => {
      const protection = new CidProtection(ctx.app.config.cidKeys);
      const [firstCid, lateCid] = [validCid(7_100_001), validCid(7_100_002)];
      await insertCitizenRows(db(), unitId, [{ cidHash: protection.hashCid(firstCid) }, {}]);
      expect(
        (await put({ sendWindow: null, frequencyCap: { count: 1, days: 7 } })).statusCode,
      ).toBe(200);
      const first = await created('ครั้งแรก');
      expect(dataOf<BroadcastRecord>(await send(first.id))).toMatchObject({
        recipientCount: 2,
        cappedCount: 0,
      });
      await insertCitizenRows(db(), unitId, [{ cidHash: protection.hashCid(lateCid) }]);

      const audience = (urgent: boolean) =>
        call('POST', API_PATHS.broadcastAudience, tokens['admin-lv3'], { target: 'UNIT', urgent });
      expect(dataOf<BroadcastAudience>(await audience(false))).toMatchObject({
        reached: 3,
        excluded: 0,
        capped: 2,
        recipients: 1,
      });
      expect(dataOf<BroadcastAudience>(await audience(true))).toMatchObject({
        capped: 0,
        recipients: 3,
      });

      const second = await created('ครั้งที่สอง');
      expect(dataOf<BroadcastRecord>(await send(second.id))).toMatchObject({
        status: 'SENDING',
        recipientCount: 1,
        cappedCount: 2,
      });
      const third = await created('ครั้งที่สาม');
      const refused = await send(third.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(BROADCAST_MESSAGES.allCapped);

      const lookUp = async (cid: string) =>
        dataOf<CitizenDelivery[]>(
          await call('POST', API_PATHS.citizenDeliveries, tokens['super-admin'], { cid }),
        ).map(({ title, status }) => ({ title, status }));
      expect(await lookUp(firstCid)).toEqual([
        { title: 'ครั้งที่สอง', status: 'CAPPED' },
        { title: 'ครั้งแรก', status: expect.stringMatching(/^(PENDING|SENT)$/) },
      ]);
      expect(await lookUp(lateCid)).toEqual([
        { title: 'ครั้งที่สอง', status: expect.stringMatching(/^(PENDING|SENT)$/) },
      ]);
    });
  },
  { env: () => signInTestEnv(fake) },
);
