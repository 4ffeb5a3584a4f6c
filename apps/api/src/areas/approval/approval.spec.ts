import {
  ACTIVITY_ACTION,
  API_PATHS,
  APPROVAL_TEXTS,
  quotaExceededText,
  SELF_APPROVAL,
  type ApprovalReview,
  type BroadcastListItem,
  type BroadcastProgress,
  type BroadcastDecision,
  type BroadcastRecord,
  type BroadcastStatus,
} from '@hbc/contracts';
import { eq, sql } from 'drizzle-orm';
import { appUser, broadcastBatch, citizen } from '../../db/schema';
import { ProgressHub } from '../../engine/sending/progress-hub';
import { startIfDue } from '../../engine/sending/scheduled-start';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { lineUserIdOf, signInTestEnv } from '../../test/sign-in';
import {
  insertBroadcast,
  insertCitizens,
  insertUnit,
  insertUser,
  lastLogId,
  logSince,
  unitIdOf,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signedInRoles } from '../../test/signed-in-roles';
import { answered, dataOf } from '../../test/token-call';
import { accessTokenOf } from '../users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const text = (value: string) => ({ type: 'text', text: value });
const bodyOf = (title: string, over: object = {}) => ({
  title,
  messages: [text(`ข่าว ${title}`)],
  target: 'UNIT',
  ...over,
});
const ENDED: readonly BroadcastStatus[] = ['SENT', 'PARTIAL', 'FAILED', 'CANCELLED'];
/** The threshold the app starts with (APPROVAL_MIN_RECIPIENTS). */
const CONFIGURED = 5;
const FOLLOWERS = 6;

describeEachDatabase(
  'two-person approval of large and urgent sends',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);
    const db = () => ctx.app.db;
    let unitId: number;

    const created = async (title: string, over: object = {}, token = tokens['admin-lv3']) =>
      dataOf<BroadcastRecord>(await call('POST', API_PATHS.broadcast, token, bodyOf(title, over)));
    const send = (id: number, body: object = {}, token = tokens['admin-lv3']) =>
      call('POST', API_PATHS.broadcastSend(id), token, body);
    const approve = (id: number, token: string) =>
      call('POST', API_PATHS.broadcastApprove(id), token, {});
    const reject = (id: number, token: string, reason: string) =>
      call('POST', API_PATHS.broadcastReject(id), token, { reason });
    const read = async (id: number) =>
      dataOf<BroadcastRecord>(await call('GET', API_PATHS.broadcastById(id), tokens['admin-lv2']));
    const setThreshold = (minRecipients: number) =>
      call('PUT', API_PATHS.approvalSetting, tokens['super-admin'], { minRecipients });

    /** The broadcast's progress once it has ended (the progress stream's own reading). */
    function ended(id: number): Promise<BroadcastProgress> {
      const hub = new ProgressHub(db(), 20);
      return new Promise((resolve) => {
        const stop = hub.watch(id, (progress) => {
          if (!ENDED.includes(progress.status)) return;
          stop();
          resolve(progress);
        });
      });
    }

    /** Only `FOLLOWERS` citizens of the unit, no broadcast, the configured threshold. */
    async function fresh() {
      await db().execute(sql`delete from ${broadcastBatch}`);
      await db().execute(sql`delete from broadcast`);
      await db().execute(sql`delete from approval_setting`);
      await db().delete(citizen);
      await insertCitizens(db(), unitId, FOLLOWERS);
      fake.messaging.quota = { limit: null, used: 0 };
    }

    beforeAll(async () => {
      unitId = await unitIdOf(db());
    }, 60_000);
    beforeEach(async () => {
      fake.messaging.reset();
      await fresh();
    });

    it('holds a large send in PENDING_APPROVAL, nothing to LINE; another LV1 approves it and it is sent', async () => {
      const draft = await created('ข่าวใหญ่');
      const since = await lastLogId(db());
      const pending = dataOf<BroadcastRecord>(await send(draft.id));
      expect(pending).toMatchObject({
        status: 'PENDING_APPROVAL',
        scheduledAt: null,
        approval: {
          grounds: ['SIZE'],
          requestedByName: expect.any(String),
          recipientsAtRequest: FOLLOWERS,
          minRecipients: CONFIGURED,
          scheduledAt: null,
          decision: null,
          decidedByName: null,
          decidedAt: null,
          rejectReason: null,
          withdrawnAt: null,
        },
      });
      expect(fake.messaging.deliveries).toEqual([]);
      expect((await logSince(db(), since)).map((entry) => entry.action)).toEqual([
        ACTIVITY_ACTION.requestApproval,
      ]);

      // The queue, its badge and the review, for the unit's LV1 and the Super Admin.
      for (const role of ['admin-lv1', 'super-admin'] as const) {
        const list = await call('POST', API_PATHS.approvalList, tokens[role], {
          page: 1,
          pageSize: 20,
          search: 'ใหญ่',
        });
        expect(answered(list)).toMatchObject({
          status: 200,
          body: {
            total: 1,
            data: [{ id: draft.id, urgent: false, approval: { grounds: ['SIZE'] } }],
          },
        });
        const count = await call('GET', API_PATHS.approvalCount, tokens[role]);
        expect(dataOf(count)).toEqual({ waiting: 1 });
      }
      const review = dataOf<ApprovalReview>(
        await call('GET', API_PATHS.approvalById(draft.id), tokens['super-admin']),
      );
      expect(review).toMatchObject({
        broadcast: { id: draft.id, status: 'PENDING_APPROVAL', messages: [text('ข่าว ข่าวใหญ่')] },
        audience: { reached: FOLLOWERS, excluded: 0, recipients: FOLLOWERS },
        quota: { limit: null },
        quotaLeft: null,
        quotaLeftAfter: null,
        minRecipients: CONFIGURED,
      });

      const tested = await call('POST', API_PATHS.approvalTest(draft.id), tokens['admin-lv1']);
      expect(answered(tested)).toMatchObject({
        status: 200,
        body: { data: { sentTo: [expect.any(Object)], failed: [] } },
      });
      expect(fake.messaging.received(lineUserIdOf('admin-lv1'))).toEqual([text('ข่าว ข่าวใหญ่')]);
      fake.messaging.reset();

      const afterRequest = await lastLogId(db());
      const approved = dataOf<BroadcastRecord>(await approve(draft.id, tokens['admin-lv1']));
      expect(approved).toMatchObject({
        status: 'SENDING',
        recipientCount: FOLLOWERS,
        approval: { decision: 'APPROVED', decidedByName: expect.any(String) },
      });
      expect(await ended(draft.id)).toMatchObject({ status: 'SENT', sent: FOLLOWERS });
      expect(new Set(fake.messaging.deliveries.flatMap((delivery) => delivery.to)).size).toBe(
        FOLLOWERS,
      );
      expect((await logSince(db(), afterRequest)).map((entry) => entry.action)).toEqual(
        expect.arrayContaining([ACTIVITY_ACTION.approve, ACTIVITY_ACTION.send]),
      );
      expect(dataOf(await call('GET', API_PATHS.approvalCount, tokens['admin-lv1']))).toEqual({
        waiting: 0,
      });
      expect(answered(await approve(draft.id, tokens['admin-lv1']))).toEqual({
        status: 409,
        body: { message: 'CONFLICT', errors: [{ path: '', message: APPROVAL_TEXTS.notPending }] },
      });
    });

    it('rejects with a reason (back to DRAFT); the maker edits and sends again; a Super Admin approves', async () => {
      const since = new Date().toISOString();
      const decisions = async (token = tokens['admin-lv3']) =>
        dataOf<BroadcastDecision[]>(
          await call('GET', `${API_PATHS.broadcastDecisions}?since=${since}`, token),
        );
      const draft = await created('ฉบับแรก');
      await send(draft.id);
      expect(await decisions()).toEqual([]);
      expect(answered(await reject(draft.id, tokens['admin-lv1'], '   '))).toMatchObject({
        status: 400,
        body: { errors: [{ path: '/reason', message: APPROVAL_TEXTS.rejectReasonRequired }] },
      });
      const rejected = dataOf<BroadcastRecord>(
        await reject(draft.id, tokens['admin-lv1'], 'ข้อความยังไม่ชัดเจน'),
      );
      expect(rejected).toMatchObject({
        status: 'DRAFT',
        scheduledAt: null,
        approval: { decision: 'REJECTED', rejectReason: 'ข้อความยังไม่ชัดเจน' },
      });
      const edited = await call(
        'PUT',
        API_PATHS.broadcastById(draft.id),
        tokens['admin-lv3'],
        bodyOf('ฉบับแก้ไข'),
      );
      // Still shown until it is sent again: the reason is what the maker fixes.
      expect(dataOf<BroadcastRecord>(edited)).toMatchObject({
        status: 'DRAFT',
        approval: { decision: 'REJECTED', rejectReason: 'ข้อความยังไม่ชัดเจน' },
      });
      expect(dataOf<BroadcastRecord>(await send(draft.id))).toMatchObject({
        status: 'PENDING_APPROVAL',
        approval: { decision: null, rejectReason: null },
      });
      expect(dataOf<BroadcastRecord>(await approve(draft.id, tokens['super-admin']))).toMatchObject(
        { status: 'SENDING' },
      );
      expect(await ended(draft.id)).toMatchObject({ status: 'SENT' });
      expect(fake.messaging.deliveries[0]?.messages).toEqual([text('ข่าว ฉบับแก้ไข')]);
      // The maker is told of both decisions on their requests, oldest first; nobody else is.
      expect(await decisions()).toEqual([
        expect.objectContaining({
          broadcastId: draft.id,
          title: 'ฉบับแก้ไข',
          decision: 'REJECTED',
          rejectReason: 'ข้อความยังไม่ชัดเจน',
        }),
        expect.objectContaining({
          broadcastId: draft.id,
          decision: 'APPROVED',
          rejectReason: null,
        }),
      ]);
      const [, approved] = await decisions();
      expect(await decisions()).toHaveLength(2);
      const later = await call(
        'GET',
        `${API_PATHS.broadcastDecisions}?since=${approved?.decidedAt ?? ''}`,
        tokens['admin-lv3'],
      );
      expect(dataOf<BroadcastDecision[]>(later)).toEqual([]);
    });

    it('withdraws the request when the maker edits or cancels a pending broadcast', async () => {
      const draft = await created('แก้ระหว่างรอ');
      await send(draft.id, { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
      const since = await lastLogId(db());
      const edited = await call(
        'PUT',
        API_PATHS.broadcastById(draft.id),
        tokens['admin-lv3'],
        bodyOf('แก้แล้ว'),
      );
      expect(dataOf<BroadcastRecord>(edited)).toMatchObject({
        status: 'DRAFT',
        scheduledAt: null,
        approval: { decision: null, withdrawnAt: expect.any(String) },
      });
      expect((await logSince(db(), since)).map((entry) => entry.action)).toEqual([
        ACTIVITY_ACTION.withdrawApproval,
        ACTIVITY_ACTION.update,
      ]);
      await send(draft.id);
      const cancelled = await call(
        'POST',
        API_PATHS.broadcastCancel(draft.id),
        tokens['admin-lv3'],
      );
      expect(dataOf<BroadcastRecord>(cancelled)).toMatchObject({
        status: 'DRAFT',
        approval: { withdrawnAt: expect.any(String) },
      });
      expect(answered(await approve(draft.id, tokens['admin-lv1']))).toMatchObject({
        status: 409,
      });
    });

    it('schedules an approved send for the time it asked for', async () => {
      const at = new Date(Date.now() + 3_600_000);
      const draft = await created('ตั้งเวลา');
      expect(
        dataOf<BroadcastRecord>(await send(draft.id, { scheduledAt: at.toISOString() })),
      ).toMatchObject({
        status: 'PENDING_APPROVAL',
        scheduledAt: at.toISOString(),
        approval: { scheduledAt: at.toISOString() },
      });
      expect(dataOf<BroadcastRecord>(await approve(draft.id, tokens['admin-lv1']))).toMatchObject({
        status: 'SCHEDULED',
        scheduledAt: at.toISOString(),
      });
      expect(fake.messaging.deliveries).toEqual([]);
    });

    it('asks again when a scheduled broadcast is edited into a send that needs approval', async () => {
      await setThreshold(100);
      const draft = await created('ตั้งเวลาเล็ก');
      const at = new Date(Date.now() + 3_600_000).toISOString();
      expect(dataOf<BroadcastRecord>(await send(draft.id, { scheduledAt: at })).status).toBe(
        'SCHEDULED',
      );
      const urgent = { urgent: true, urgentReason: 'โรคระบาด' };
      const edited = await call(
        'PUT',
        API_PATHS.broadcastById(draft.id),
        tokens['admin-lv3'],
        bodyOf('ตั้งเวลาเล็ก', urgent),
      );
      expect(dataOf<BroadcastRecord>(edited)).toMatchObject({
        status: 'PENDING_APPROVAL',
        scheduledAt: at,
        approval: { grounds: ['URGENT'] },
      });
    });

    it('always asks for an urgent broadcast, whatever its size; its reason is required', async () => {
      await setThreshold(1_000);
      expect(
        answered(
          await call(
            'POST',
            API_PATHS.broadcast,
            tokens['admin-lv3'],
            bodyOf('ด่วน', { urgent: true, urgentReason: '  ' }),
          ),
        ),
      ).toEqual({
        status: 400,
        body: {
          message: 'VALIDATION_ERROR',
          errors: [{ path: '/urgentReason', message: APPROVAL_TEXTS.urgentReasonRequired }],
        },
      });
      const draft = await created('ด่วน', { urgent: true, urgentReason: 'น้ำท่วม' });
      expect(draft).toMatchObject({ urgent: true, urgentReason: 'น้ำท่วม', approval: null });
      expect(dataOf<BroadcastRecord>(await send(draft.id))).toMatchObject({
        status: 'PENDING_APPROVAL',
        approval: { grounds: ['URGENT'], recipientsAtRequest: FOLLOWERS, minRecipients: 1_000 },
      });
      expect(fake.messaging.deliveries).toEqual([]);
    });

    it('follows the threshold the Super Admin sets (logged)', async () => {
      expect(dataOf(await call('GET', API_PATHS.approvalSetting, tokens['super-admin']))).toEqual({
        minRecipients: CONFIGURED,
      });
      const since = await lastLogId(db());
      expect(dataOf(await setThreshold(FOLLOWERS + 1))).toEqual({ minRecipients: FOLLOWERS + 1 });
      expect(await logSince(db(), since)).toEqual([
        expect.objectContaining({
          action: ACTIVITY_ACTION.update,
          description: expect.stringMatching(/5.*7/),
        }),
      ]);
      const small = await created('ต่ำกว่าเกณฑ์');
      expect(dataOf<BroadcastRecord>(await send(small.id))).toMatchObject({
        status: 'SENDING',
        approval: null,
      });
      expect(await ended(small.id)).toMatchObject({ status: 'SENT' });

      await setThreshold(FOLLOWERS);
      const large = await created('ถึงเกณฑ์');
      expect(dataOf<BroadcastRecord>(await send(large.id)).status).toBe('PENDING_APPROVAL');
      expect(answered(await setThreshold(0))).toMatchObject({ status: 400 });
    });

    it('checks again at approval: a quota that shrank meanwhile refuses it, and it stays pending', async () => {
      fake.messaging.quota = { limit: 1_000, used: 0 };
      const draft = await created('โควตา');
      expect(dataOf<BroadcastRecord>(await send(draft.id)).status).toBe('PENDING_APPROVAL');
      fake.messaging.quota = { limit: 1_000, used: 1_000 - (FOLLOWERS - 1) };
      const review = dataOf<ApprovalReview>(
        await call('GET', API_PATHS.approvalById(draft.id), tokens['admin-lv1']),
      );
      expect(review).toMatchObject({ quotaLeft: FOLLOWERS - 1, quotaLeftAfter: -1 });
      expect(answered(await approve(draft.id, tokens['admin-lv1']))).toEqual({
        status: 409,
        body: {
          message: 'CONFLICT',
          errors: [{ path: '', message: quotaExceededText(FOLLOWERS, FOLLOWERS - 1) }],
        },
      });
      expect((await read(draft.id)).status).toBe('PENDING_APPROVAL');
      expect(fake.messaging.deliveries).toEqual([]);

      // A send now that could not go is refused before anyone is asked.
      const other = await created('เกินโควตา');
      expect(answered(await send(other.id))).toMatchObject({
        status: 409,
        body: { errors: [{ message: quotaExceededText(FOLLOWERS, FOLLOWERS - 1) }] },
      });
      expect((await read(other.id)).status).toBe('DRAFT');
    });

    it('refuses the maker’s own approval (403 SELF_APPROVAL), LV2 and LV3 (403), another unit’s LV1 (404)', async () => {
      const maker = await insertUser(db(), { role: 'ADMIN_LV3', unitId });
      const makerToken = await accessTokenOf(ctx.app, maker.id);
      const draft = await created('ของฉันเอง', {}, makerToken);
      await send(draft.id, {}, makerToken);
      await db().update(appUser).set({ role: 'ADMIN_LV1' }).where(eq(appUser.id, maker.id));
      const self = {
        status: 403,
        body: {
          message: SELF_APPROVAL,
          errors: [{ path: '', message: APPROVAL_TEXTS.selfApproval }],
        },
      };
      expect(answered(await approve(draft.id, makerToken))).toEqual(self);
      for (const role of ['admin-lv2', 'admin-lv3'] as const) {
        for (const response of [
          await approve(draft.id, tokens[role]),
          await reject(draft.id, tokens[role], 'ไม่'),
          await call('GET', API_PATHS.approvalById(draft.id), tokens[role]),
          await call('POST', API_PATHS.approvalTest(draft.id), tokens[role]),
        ]) {
          expect(answered(response)).toEqual({ status: 403, body: { message: 'FORBIDDEN' } });
        }
      }
      const elsewhere = await insertUnit(db());
      const outsider = await insertUser(db(), { role: 'ADMIN_LV1', unitId: elsewhere.id });
      const outsiderToken = await accessTokenOf(ctx.app, outsider.id);
      for (const response of [
        await approve(draft.id, outsiderToken),
        await reject(draft.id, outsiderToken, 'ไม่'),
        await call('GET', API_PATHS.approvalById(draft.id), outsiderToken),
        await call('POST', API_PATHS.approvalTest(draft.id), outsiderToken),
      ]) {
        expect(response.statusCode).toBe(404);
      }
      const theirs = await call('POST', API_PATHS.approvalList, outsiderToken, { page: 1 });
      expect((theirs.json() as { total: number }).total).toBe(0);
      expect((await read(draft.id)).status).toBe('PENDING_APPROVAL');
    });

    it('lets the broadcast list filter PENDING_APPROVAL, and the scheduler never starts a pending one', async () => {
      const draft = await created('รอในรายการ');
      await send(draft.id);
      const list = await call('POST', API_PATHS.broadcastList, tokens['admin-lv1'], {
        page: 1,
        filters: { status: 'PENDING_APPROVAL' },
      });
      expect((list.json() as { data: BroadcastListItem[] }).data.map((row) => row.id)).toEqual([
        draft.id,
      ]);
      const past = await insertBroadcast(db(), unitId, {
        status: 'PENDING_APPROVAL',
        messages: [text('ค้าง')],
        scheduledAt: new Date(Date.now() - 60_000),
      });
      expect(await startIfDue(db(), past.id, new Date(), 'http://localhost')).toEqual([]);
      expect((await read(past.id)).status).toBe('PENDING_APPROVAL');
    });
  },
  { env: () => signInTestEnv(fake, { APPROVAL_MIN_RECIPIENTS: String(CONFIGURED) }) },
);
