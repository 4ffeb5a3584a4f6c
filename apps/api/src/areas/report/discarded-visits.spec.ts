import { API_PATHS, DEMO_HOSPITAL, discardedVisitsOf, type BroadcastReport } from '@hbc/contracts';
import { csvLines } from '../../export/testing/read-export';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signedInRoles } from '../../test/signed-in-roles';
import {
  insertBotVisits,
  insertClickDays,
  insertSentBroadcast,
  insertTrackingUrl,
  linkBroadcast,
} from './testing/report-fixtures';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const MAY = { from: '2025-05-01', to: '2025-05-31' };

describeEachDatabase(
  'the visits the broadcast report leaves out of its clicks',
  (ctx) => {
    const db = () => ctx.app.db;
    const { call, tokens } = signedInRoles(ctx, () => fake);
    let register: { id: number; code: string };
    let map: { id: number; code: string };
    let first: number;
    let second: number;

    const report = async (id: number) => {
      const response = await call('GET', API_PATHS.reportById(id), tokens['admin-lv1']);
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: BroadcastReport }).data;
    };

    beforeAll(async () => {
      const hospitalId = await unitIdOf(db(), DEMO_HOSPITAL.hcode);
      register = await insertTrackingUrl(db(), hospitalId, 'ลงทะเบียนคัดกรอง');
      map = await insertTrackingUrl(db(), hospitalId, 'แผนที่คลินิก');
      const sent = { status: 'SENT' as const, batches: [{ size: 100, state: 'SENT' as const }] };
      first = (
        await insertSentBroadcast(db(), hospitalId, {
          ...sent,
          title: 'คัดกรองเบาหวาน',
          startedAt: '2025-05-01T03:00:00.000Z',
        })
      ).id;
      second = (
        await insertSentBroadcast(db(), hospitalId, {
          ...sent,
          title: 'คัดกรองซ้ำ',
          startedAt: '2025-05-02T03:00:00.000Z',
        })
      ).id;
      await linkBroadcast(db(), first, [register.id, map.id]);
      await linkBroadcast(db(), second, [register.id]);
      await insertClickDays(db(), [
        {
          day: '2025-05-01',
          trackingUrlId: register.id,
          broadcastId: first,
          unitId: hospitalId,
          clicks: 10,
          uniqueClicks: 8,
        },
      ]);
      const inFirst = '2025-05-01T04:00:00.000Z';
      await insertBotVisits(db(), [
        { trackingUrlId: register.id, broadcastId: first, kind: 'PREVIEW', at: inFirst, times: 3 },
        { trackingUrlId: register.id, broadcastId: first, kind: 'CRAWLER', at: inFirst },
        { trackingUrlId: register.id, broadcastId: first, kind: 'HEAD', at: inFirst, times: 2 },
        { trackingUrlId: register.id, broadcastId: first, kind: 'PREFETCH', at: inFirst },
        { trackingUrlId: register.id, broadcastId: first, kind: 'SCRIPT', at: inFirst, times: 5 },
        { trackingUrlId: register.id, broadcastId: first, kind: 'REPEAT', at: inFirst, times: 4 },
        { trackingUrlId: map.id, broadcastId: first, kind: 'REPEAT', at: inFirst, times: 2 },
        // The same link through the second broadcast, and without any: not the first's.
        {
          trackingUrlId: register.id,
          broadcastId: second,
          kind: 'SCRIPT',
          at: '2025-05-02T04:00:00.000Z',
          times: 7,
        },
        { trackingUrlId: register.id, broadcastId: null, kind: 'CRAWLER', at: inFirst, times: 9 },
      ]);
    });

    it('gives each link’s discarded visits by reason, HEAD and prefetch as one, and their sum', async () => {
      const data = await report(first);

      expect(data.links.map((link) => [link.name, link.clicks, link.discarded])).toEqual([
        [
          'ลงทะเบียนคัดกรอง',
          10,
          {
            total: 16,
            byReason: { PREVIEW: 3, CRAWLER: 1, PRELOAD: 3, SCRIPT: 5, REPEAT: 4 },
          },
        ],
        ['แผนที่คลินิก', 0, discardedVisitsOf({ REPEAT: 2 })],
      ]);
      expect(data.discarded).toEqual({
        total: 18,
        byReason: { PREVIEW: 3, CRAWLER: 1, PRELOAD: 3, SCRIPT: 5, REPEAT: 6 },
      });
    });

    it('counts a link’s visits for the broadcast they came through only', async () => {
      const data = await report(second);

      expect(data.links.map((link) => link.discarded)).toEqual([discardedVisitsOf({ SCRIPT: 7 })]);
      expect(data.discarded.total).toBe(7);
    });

    it('exports each broadcast’s discarded visits, in all and per reason', async () => {
      const response = await call('POST', API_PATHS.reportExport, tokens['admin-lv1'], {
        format: 'csv',
        filters: MAY,
      });

      expect(response.statusCode).toBe(200);
      const [header, ...rows] = csvLines(response.body);
      expect(header?.split(',').slice(-6)).toEqual([
        'ไม่นับเป็นคลิก (รวม)',
        'ไม่นับเป็นคลิก: ระบบแสดงตัวอย่างลิงก์',
        'ไม่นับเป็นคลิก: โปรแกรมค้นหา/บอต',
        'ไม่นับเป็นคลิก: การโหลดล่วงหน้า',
        'ไม่นับเป็นคลิก: โปรแกรมอัตโนมัติ (ไม่ใช่เบราว์เซอร์)',
        'ไม่นับเป็นคลิก: คลิกซ้ำจากที่อยู่เดียวกันภายใน 1 นาที',
      ]);
      expect(rows.map((row) => [row.split(',')[0], ...row.split(',').slice(-6)])).toEqual([
        ['คัดกรองซ้ำ', '7', '0', '0', '0', '7', '0'],
        ['คัดกรองเบาหวาน', '18', '3', '1', '3', '5', '6'],
      ]);
    });
  },
  { env: () => signInTestEnv(fake) },
);
