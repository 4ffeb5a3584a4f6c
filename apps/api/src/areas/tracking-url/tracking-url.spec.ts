import {
  ACTIVITY_MENU,
  DEMO_COMMUNITY_HOSPITAL,
  TRACKING_URL_MESSAGES,
  type TrackingUrlRecord,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { broadcastTrackingUrl, clickDaily, trackingUrl } from '../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import {
  insertBroadcast,
  insertUser,
  lastLogId,
  logSince,
  unitIdOf,
  userByLineId,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import {
  accessTokenOf,
  signInEachRole,
  type RoleIdentity,
} from '../users/testing/user-calls';
import { lineUserIdOf } from '../../test/sign-in';
import { answered, trackingUrlCalls } from './testing/tracking-url-calls';
import { createTrackingUrl } from './tracking-url-changes';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const PUBLIC_BASE_URL = 'https://hbc.test';
const NOT_FOUND = { status: 404, body: { message: 'NOT_FOUND' } };
const FORBIDDEN = { status: 403, body: { message: 'FORBIDDEN' } };
const NO_SUCH_LINK = 2_147_483_647;

const bodyOf = (name: string, targetUrl = 'https://example.org/vaccine', over: object = {}) => ({
  name,
  targetUrl,
  ...over,
});
const validation = (...errors: { path: string; message: string }[]) => ({
  status: 400,
  body: { message: 'VALIDATION_ERROR', errors },
});

describeEachDatabase(
  'tracking links: /api/tracking-url',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let otherUnitToken: string;
    let api: ReturnType<typeof trackingUrlCalls>;
    let hospitalId: number;
    let communityId: number;
    const db = () => ctx.app.db;
    const created = (name: string, target?: string, over: object = {}) =>
      api.created(tokens['admin-lv3'], bodyOf(name, target, over));

    beforeAll(async () => {
      api = trackingUrlCalls(ctx.app);
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(db());
      communityId = await unitIdOf(db(), DEMO_COMMUNITY_HOSPITAL.hcode);
      const otherLv3 = await insertUser(db(), {
        role: 'ADMIN_LV3',
        unitId: communityId,
        firstName: 'อื่น',
        lastName: 'หน่วย',
      });
      otherUnitToken = await accessTokenOf(ctx.app, otherLv3.id);
    }, 60_000);

    describe('who may do what', () => {
      it('refuses Super Admin every tracking-link call (403): links belong to units', async () => {
        const token = tokens['super-admin'];
        for (const response of [
          await api.list(token),
          await api.create(token, bodyOf('ของส่วนกลาง')),
          await api.get(token, 1),
          await api.update(token, 1, bodyOf('ของส่วนกลาง')),
          await api.remove(token, 1),
        ]) {
          expect(answered(response)).toEqual(FORBIDDEN);
        }
      });

      it('lets LV1 and LV2 read their unit’s links but change none (403)', async () => {
        const link = await created('อ่านได้อย่างเดียว');
        for (const role of ['admin-lv1', 'admin-lv2'] as const) {
          const token = tokens[role];
          expect((await api.list(token)).statusCode).toBe(200);
          expect((await api.get(token, link.id)).statusCode).toBe(200);
          expect(answered(await api.create(token, bodyOf('ห้ามสร้าง')))).toEqual(FORBIDDEN);
          expect(answered(await api.update(token, link.id, bodyOf('ห้ามแก้')))).toEqual(FORBIDDEN);
          expect(answered(await api.remove(token, link.id))).toEqual(FORBIDDEN);
        }
      });

      it('answers 404 for another unit’s link, as for one that does not exist, and lists only the unit’s', async () => {
        const link = await created('ของโรงพยาบาลศูนย์');

        for (const call of [
          () => api.get(otherUnitToken, link.id),
          () => api.update(otherUnitToken, link.id, bodyOf('ยึด')),
          () => api.remove(otherUnitToken, link.id),
          () => api.get(tokens['admin-lv2'], NO_SUCH_LINK),
          () => api.update(tokens['admin-lv3'], NO_SUCH_LINK, bodyOf('ไม่มี')),
          () => api.remove(tokens['admin-lv3'], NO_SUCH_LINK),
        ]) {
          expect(answered(await call())).toEqual(NOT_FOUND);
        }
        const theirs = (await api.list(otherUnitToken)).json() as { data: TrackingUrlRecord[] };
        expect(theirs.data.map((row) => row.id)).not.toContain(link.id);
        expect((await api.get(tokens['admin-lv2'], link.id)).statusCode).toBe(200);
      });
    });

    describe('creating', () => {
      it('gives a new link an unguessable 10-character code, its short link and no clicks, and logs it', async () => {
        const since = await lastLogId(db());
        const lv3 = await userByLineId(db(), lineUserIdOf('admin-lv3'));

        const link = await created('  วัคซีนไข้หวัดใหญ่  ', 'https://example.org/flu?x=1');
        const other = await created('วัคซีนไข้หวัดใหญ่ 2');

        expect(link).toMatchObject({
          unitId: hospitalId,
          name: 'วัคซีนไข้หวัดใหญ่',
          targetUrl: 'https://example.org/flu?x=1',
          enabled: true,
          clicks: 0,
          uniqueClicks: 0,
          broadcastCount: 0,
          createdByName: `${lv3.firstName} ${lv3.lastName}`,
        });
        expect(link.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
        expect(other.code).not.toBe(link.code);
        expect(link.shortUrl).toBe(`${PUBLIC_BASE_URL}/t/${link.code}`);
        const entries = await logSince(db(), since);
        expect(entries[0]).toMatchObject({
          menu: ACTIVITY_MENU.trackingUrl,
          action: 'เพิ่ม',
          subject: 'ลิงก์ติดตาม วัคซีนไข้หวัดใหญ่',
          description: `เพิ่มลิงก์ติดตาม ชื่อ: วัคซีนไข้หวัดใหญ่, ลิงก์ปลายทาง: https://example.org/flu?x=1, ลิงก์ติดตาม: ${link.shortUrl}, สถานะ: ใช้งาน`,
          unitId: hospitalId,
        });
      });

      it('refuses a destination that is not http(s) or has spaces, and a blank name, in Thai', async () => {
        const token = tokens['admin-lv3'];
        const invalid = { path: '/targetUrl', message: TRACKING_URL_MESSAGES.targetInvalid };

        expect(answered(await api.create(token, bodyOf('ftp', 'ftp://example.org/a')))).toEqual(
          validation(invalid),
        );
        expect(
          answered(await api.create(token, bodyOf('เว้นวรรค', 'https://example.org/a b'))),
        ).toEqual(validation(invalid));
        expect(answered(await api.create(token, bodyOf('', 'https://example.org')))).toEqual(
          validation({ path: '/name', message: 'กรุณากรอกข้อมูล' }),
        );
        expect(
          answered(await api.create(token, bodyOf('ก'.repeat(201), 'https://example.org'))),
        ).toEqual(validation({ path: '/name', message: 'ต้องไม่เกิน 200 ตัวอักษร' }));
        expect(answered(await api.create(token, { ...bodyOf('รหัส'), code: 'mine123456' }))).toEqual(
          validation({ path: '/code', message: 'ไม่รู้จักข้อมูลนี้' }),
        );
      });

      it('refuses a name the unit has already (409), which another unit may use', async () => {
        await created('ซ้ำกันไม่ได้');

        expect(answered(await api.create(tokens['admin-lv3'], bodyOf('ซ้ำกันไม่ได้')))).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '/name', message: TRACKING_URL_MESSAGES.nameTaken }],
          },
        });
        expect((await api.create(otherUnitToken, bodyOf('ซ้ำกันไม่ได้'))).statusCode).toBe(200);
      });

      it('draws another code when the first one is taken', async () => {
        const taken = await created('รหัสที่ถูกใช้แล้ว');
        const codes = [taken.code, 'Fresh-Code'];
        const lv3 = await userByLineId(db(), lineUserIdOf('admin-lv3'));

        const link = await createTrackingUrl(
          db(),
          { userId: lv3.id, role: 'ADMIN_LV3', unitId: hospitalId, ip: '127.0.0.1' },
          bodyOf('รหัสใหม่'),
          { publicBaseUrl: PUBLIC_BASE_URL, newCode: () => codes.shift() ?? 'never-used' },
        );

        expect(link.code).toBe('Fresh-Code');
        expect(codes).toEqual([]);
      });
    });

    describe('changing', () => {
      it('replaces the name and destination, keeps the code, and logs what changed', async () => {
        const link = await created('ก่อนแก้', 'https://example.org/before');
        const since = await lastLogId(db());

        const response = await api.update(
          tokens['admin-lv3'],
          link.id,
          bodyOf('หลังแก้', 'https://example.org/after'),
        );

        expect(response.statusCode).toBe(200);
        expect((response.json() as { data: TrackingUrlRecord }).data).toMatchObject({
          id: link.id,
          code: link.code,
          name: 'หลังแก้',
          targetUrl: 'https://example.org/after',
          enabled: true,
        });
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({
            action: 'แก้ไข',
            subject: 'ลิงก์ติดตาม หลังแก้',
            description:
              'ชื่อ: ก่อนแก้ → หลังแก้, ลิงก์ปลายทาง: https://example.org/before → https://example.org/after',
          }),
        ]);
      });

      it('disables and enables a link, logged as such', async () => {
        const link = await created('ปิดแล้วเปิด');
        const since = await lastLogId(db());

        const off = await api.update(tokens['admin-lv3'], link.id, {
          ...bodyOf('ปิดแล้วเปิด'),
          enabled: false,
        });
        const listed = (await api.list(tokens['admin-lv2'], {
          filters: { status: 'DISABLED' },
        })) as { json(): { data: TrackingUrlRecord[] } };
        const on = await api.update(tokens['admin-lv3'], link.id, {
          ...bodyOf('ปิดแล้วเปิด'),
          enabled: true,
        });

        expect((off.json() as { data: TrackingUrlRecord }).data.enabled).toBe(false);
        expect(listed.json().data.map((row) => row.id)).toContain(link.id);
        expect((on.json() as { data: TrackingUrlRecord }).data.enabled).toBe(true);
        expect(
          (await logSince(db(), since)).map((entry) => [entry.action, entry.description]),
        ).toEqual([
          ['ปิดใช้งาน', 'สถานะ: ใช้งาน → ปิดใช้งาน'],
          ['เปิดใช้งาน', 'สถานะ: ปิดใช้งาน → ใช้งาน'],
        ]);
      });

      it('refuses another link’s name in the unit (409)', async () => {
        await created('ชื่อแรก');
        const second = await created('ชื่อที่สอง');

        expect(answered(await api.update(tokens['admin-lv3'], second.id, bodyOf('ชื่อแรก')))).toEqual(
          {
            status: 409,
            body: {
              message: 'CONFLICT',
              errors: [{ path: '/name', message: TRACKING_URL_MESSAGES.nameTaken }],
            },
          },
        );
      });
    });

    describe('deleting', () => {
      it('deletes a link no broadcast carried (a draft’s hold let go), and logs it', async () => {
        const link = await created('ลบได้');
        const draft = await insertBroadcast(db(), hospitalId);
        await db()
          .insert(broadcastTrackingUrl)
          .values({ broadcastId: draft.id, trackingUrlId: link.id });
        const since = await lastLogId(db());

        expect(answered(await api.remove(tokens['admin-lv3'], link.id))).toEqual({
          status: 200,
          body: { message: 'SUCCESS', data: null },
        });
        expect(answered(await api.get(tokens['admin-lv3'], link.id))).toEqual(NOT_FOUND);
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({ action: 'ลบ', subject: 'ลิงก์ติดตาม ลบได้' }),
        ]);
      });

      it('refuses to delete a link a sent broadcast carried (409), which may be disabled instead', async () => {
        const link = await created('ใช้ในบรอดแคสต์แล้ว');
        const sent = await insertBroadcast(db(), hospitalId, {
          status: 'SENT',
          messages: [{ type: 'text', text: link.shortUrl }],
        });
        await db()
          .insert(broadcastTrackingUrl)
          .values({ broadcastId: sent.id, trackingUrlId: link.id });

        expect(answered(await api.remove(tokens['admin-lv3'], link.id))).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '', message: TRACKING_URL_MESSAGES.usedInBroadcast }],
          },
        });
        const disabled = await api.update(tokens['admin-lv3'], link.id, {
          ...bodyOf('ใช้ในบรอดแคสต์แล้ว'),
          enabled: false,
        });
        expect((disabled.json() as { data: TrackingUrlRecord }).data).toMatchObject({
          enabled: false,
          broadcastCount: 1,
        });
        const [row] = await db().select().from(trackingUrl).where(eq(trackingUrl.id, link.id));
        expect(row?.enabled).toBe(false);
      });
    });

    describe('the list', () => {
      it('searches the name, code and destination, filters by status, and sorts by clicks from the daily rollup', async () => {
        const token = tokens['admin-lv3'];
        const quiet = await created('รายการ เงียบ', 'https://example.org/list-quiet');
        const busy = await created('รายการ ยอดนิยม', 'https://example.org/list-busy');
        const off = await created('รายการ ปิด', 'https://example.org/list-off', { enabled: false });
        await db()
          .insert(clickDaily)
          .values([
            {
              day: '2026-01-01',
              trackingUrlId: busy.id,
              broadcastId: 0,
              unitId: hospitalId,
              clicks: 7,
              uniqueClicks: 5,
            },
            {
              day: '2026-01-02',
              trackingUrlId: busy.id,
              broadcastId: 0,
              unitId: hospitalId,
              clicks: 3,
              uniqueClicks: 2,
            },
            {
              day: '2026-01-02',
              trackingUrlId: quiet.id,
              broadcastId: 0,
              unitId: hospitalId,
              clicks: 1,
              uniqueClicks: 1,
            },
          ]);
        const rows = async (query: object) =>
          (await api.list(token, query)).json() as { data: TrackingUrlRecord[]; total: number };

        const byClicks = await rows({
          search: 'รายการ',
          sort: { field: 'clicks', direction: 'desc' },
        });
        expect(byClicks.data.map((row) => [row.name, row.clicks, row.uniqueClicks])).toEqual([
          ['รายการ ยอดนิยม', 10, 7],
          ['รายการ เงียบ', 1, 1],
          ['รายการ ปิด', 0, 0],
        ]);
        expect(byClicks.total).toBe(3);
        expect((await rows({ search: busy.code })).data.map((row) => row.id)).toEqual([busy.id]);
        expect((await rows({ search: 'LIST-QUIET' })).data.map((row) => row.id)).toEqual([
          quiet.id,
        ]);
        expect(
          (await rows({ search: 'รายการ', filters: { status: 'ENABLED' } })).data.map(
            (row) => row.id,
          ),
        ).toEqual([busy.id, quiet.id]);
        expect(
          (await rows({ search: 'รายการ', filters: { status: 'DISABLED' } })).data.map(
            (row) => row.id,
          ),
        ).toEqual([off.id]);
        expect(answered(await api.list(token, { filters: { status: 'GONE' } })).status).toBe(400);
        expect((await api.get(token, busy.id)).json()).toMatchObject({
          data: { clicks: 10, uniqueClicks: 7 },
        });
      });
    });
  },
  { env: () => signInTestEnv(fake, { PUBLIC_BASE_URL }) },
);
