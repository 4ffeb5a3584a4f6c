import { ACTIVITY_ACTION, ACTIVITY_MENU, API_PATHS, maskLineUserId } from '@hbc/contracts';
import type { BatchOptions } from '../../export/batched-rows';
import { csvLines, xlsxRows } from '../../export/testing/read-export';
import {
  insertClickDays,
  insertInsight,
  insertSentBroadcast,
  insertTrackingUrl,
  linkBroadcast,
} from './testing/report-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { insertUnit, lastLogId, logSince, unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { signedInRoles } from '../../test/signed-in-roles';
import type { RoleIdentity } from '../users/testing/user-calls';

/** Each batch an export read: where it started and how many rows it asked for. */
const mockReads: { offset: number; limit: number }[] = [];
// Batches of 500 rows, so that a delivery log of 1,200 recipients is read in three.
jest.mock('../../export/batched-rows', () => {
  const actual = jest.requireActual<typeof import('../../export/batched-rows')>(
    '../../export/batched-rows',
  );
  return {
    ...actual,
    batchedRows: <Row>(
      read: (offset: number, limit: number) => Promise<readonly Row[]>,
      options: BatchOptions = {},
    ) =>
      actual.batchedRows<Row>(
        (offset, limit) => {
          mockReads.push({ offset, limit });
          return read(offset, limit);
        },
        { ...options, batchSize: 500 },
      ),
  };
});

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const REPORT_HEADERS = [
  'ชื่อบรอดแคสต์',
  'หน่วยบริการ',
  'จังหวัด',
  'เขตสุขภาพ',
  'สถานะ',
  'วันที่ส่ง',
  'ผู้รับ',
  'ยกเว้น',
  'ส่งสำเร็จ',
  'ส่งไม่สำเร็จ',
  'ส่งถึง (LINE)',
  'เปิดอ่าน',
  'คลิก (LINE)',
  'เล่นวิดีโอ',
  'คลิกลิงก์',
  'คลิกไม่ซ้ำ',
  'อัตราการคลิก (%)',
  'ไม่นับเป็นคลิก (รวม)',
  'ไม่นับเป็นคลิก: ระบบแสดงตัวอย่างลิงก์',
  'ไม่นับเป็นคลิก: โปรแกรมค้นหา/บอต',
  'ไม่นับเป็นคลิก: การโหลดล่วงหน้า',
  'ไม่นับเป็นคลิก: โปรแกรมอัตโนมัติ (ไม่ใช่เบราว์เซอร์)',
  'ไม่นับเป็นคลิก: คลิกซ้ำจากที่อยู่เดียวกันภายใน 1 นาที',
];
/** The discarded visits' cells of a broadcast without any. */
const NO_DISCARDED = [0, 0, 0, 0, 0, 0];
const DELIVERY_HEADERS = ['ลำดับ', 'ผู้รับ (LINE)', 'สถานะ', 'เหตุผล', 'ครั้งที่ส่ง', 'เวลา'];
const REFUSED = 'LINE 400: The request body has 1 error(s)';
const FIRST_QUARTER = { from: '2025-01-01', to: '2025-03-31' };

describeEachDatabase(
  'the report’s exports',
  (ctx) => {
    const db = () => ctx.app.db;
    const { call, tokens } = signedInRoles(ctx, () => fake);
    let fluId: number;
    let fluRecipients: string[];
    let neighbourBroadcastId: number;
    let draftId: number;

    beforeAll(async () => {
      const hospitalId = await unitIdOf(db());
      const neighbourId = (await insertUnit(db(), { provinceId: 46 })).id;
      const link = await insertTrackingUrl(db(), hospitalId, 'ลงทะเบียน');

      const flu = await insertSentBroadcast(db(), hospitalId, {
        title: 'วัคซีนไข้หวัดใหญ่',
        status: 'SENT',
        startedAt: '2025-03-08T17:30:00.000Z',
        finishedAt: '2025-03-08T17:40:00.000Z',
        excluded: 7,
        batches: [
          { size: 500, state: 'SENT', sentAt: '2025-03-08T17:31:00.000Z' },
          { size: 500, state: 'SENT', sentAt: '2025-03-08T17:32:00.000Z' },
          { size: 150, state: 'SENT', sentAt: '2025-03-08T17:33:00.000Z' },
          { size: 50, state: 'FAILED', reason: REFUSED },
        ],
      });
      fluId = flu.id;
      fluRecipients = flu.recipients;
      const checkup = await insertSentBroadcast(db(), hospitalId, {
        title: '=HYPERLINK("x") นัดตรวจ',
        status: 'PARTIAL',
        startedAt: '2025-03-20T03:00:00.000Z',
        batches: [
          { size: 8, state: 'SENT', sentAt: '2025-03-20T03:00:30.000Z' },
          { size: 2, state: 'FAILED', reason: 'LINE 400: bad' },
        ],
      });
      neighbourBroadcastId = (
        await insertSentBroadcast(db(), neighbourId, {
          title: 'ประกาศเขต',
          status: 'SENT',
          startedAt: '2025-03-10T05:00:00.000Z',
          batches: [{ size: 20, state: 'SENT' }],
        })
      ).id;
      draftId = (
        await insertSentBroadcast(db(), hospitalId, {
          title: 'ร่าง',
          status: 'DRAFT',
          startedAt: null,
        })
      ).id;
      await linkBroadcast(db(), fluId, [link.id]);
      await insertClickDays(db(), [
        {
          day: '2025-03-09',
          trackingUrlId: link.id,
          broadcastId: fluId,
          unitId: hospitalId,
          clicks: 50,
          uniqueClicks: 38,
        },
        {
          day: '2025-03-11',
          trackingUrlId: link.id,
          broadcastId: fluId,
          unitId: hospitalId,
          clicks: 5,
          uniqueClicks: 5,
        },
        {
          day: '2025-03-20',
          trackingUrlId: link.id,
          broadcastId: checkup.id,
          unitId: hospitalId,
          clicks: 3,
          uniqueClicks: 3,
        },
      ]);
      await insertInsight(db(), fluId, {
        delivered: 1150,
        uniqueImpressions: 800,
        uniqueClicks: 35,
        uniqueVideoPlays: 12,
        readAt: new Date(),
      });
    }, 120_000);
    beforeEach(() => {
      mockReads.length = 0;
    });

    const exportOf = (url: string, as: RoleIdentity, body: object) =>
      call('POST', url, tokens[as], body);

    describe('POST /api/report/export', () => {
      it('streams the unit’s rows as XLSX with Thai headers, cell by cell, and logs the export', async () => {
        const since = await lastLogId(db());

        const response = await exportOf(API_PATHS.reportExport, 'admin-lv1', {
          format: 'xlsx',
          filters: FIRST_QUARTER,
        });

        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('spreadsheetml');
        expect(response.headers['x-total-count']).toBe('2');
        expect(await xlsxRows(response.rawPayload, REPORT_HEADERS.length)).toEqual([
          REPORT_HEADERS,
          [
            '=HYPERLINK("x") นัดตรวจ',
            'โรงพยาบาลศูนย์สาธิต',
            'ขอนแก่น',
            'เขตสุขภาพที่ 7',
            'ส่งได้บางส่วน',
            '20/03/2568 10:00',
            10,
            0,
            8,
            2,
            null,
            null,
            null,
            null,
            3,
            3,
            37.5,
            ...NO_DISCARDED,
          ],
          [
            'วัคซีนไข้หวัดใหญ่',
            'โรงพยาบาลศูนย์สาธิต',
            'ขอนแก่น',
            'เขตสุขภาพที่ 7',
            'ส่งแล้ว',
            '09/03/2568 00:30',
            1200,
            7,
            1150,
            50,
            1150,
            800,
            35,
            12,
            55,
            43,
            3.74,
            ...NO_DISCARDED,
          ],
        ]);
        const logged = await logSince(db(), since);
        expect(logged.map((entry) => [entry.menu, entry.action, entry.subject])).toEqual([
          [ACTIVITY_MENU.report, ACTIVITY_ACTION.export, 'รายงานบรอดแคสต์'],
        ]);
      });

      it('writes CSV in UTF-8 with a BOM, in the list’s sort, a formula kept as text', async () => {
        const response = await exportOf(API_PATHS.reportExport, 'admin-lv2', {
          format: 'csv',
          filters: FIRST_QUARTER,
          sort: { field: 'clicks', direction: 'desc' },
        });

        expect(response.statusCode).toBe(200);
        expect(response.body.startsWith('\uFEFF')).toBe(true);
        expect(response.headers['content-disposition']).toContain('broadcast-report');
        expect(csvLines(response.body)).toEqual([
          REPORT_HEADERS.join(','),
          'วัคซีนไข้หวัดใหญ่,โรงพยาบาลศูนย์สาธิต,ขอนแก่น,เขตสุขภาพที่ 7,ส่งแล้ว,09/03/2568 00:30,1200,7,1150,50,1150,800,35,12,55,43,3.74,0,0,0,0,0,0',
          `"'=HYPERLINK(""x"") นัดตรวจ",โรงพยาบาลศูนย์สาธิต,ขอนแก่น,เขตสุขภาพที่ 7,ส่งได้บางส่วน,20/03/2568 10:00,10,0,8,2,,,,,3,3,37.5,0,0,0,0,0,0`,
        ]);
      });

      it('exports every unit for Super Admin, refuses LV3 and a reversed range', async () => {
        const all = await exportOf(API_PATHS.reportExport, 'super-admin', {
          format: 'csv',
          filters: FIRST_QUARTER,
        });
        expect(
          csvLines(all.body)
            .slice(1)
            .map((line) => line.split(',')[0]),
        ).toEqual([`"'=HYPERLINK(""x"") นัดตรวจ"`, 'ประกาศเขต', 'วัคซีนไข้หวัดใหญ่']);
        const lv3 = await exportOf(API_PATHS.reportExport, 'admin-lv3', { format: 'csv' });
        expect(lv3.statusCode).toBe(403);
        const reversed = await exportOf(API_PATHS.reportExport, 'admin-lv1', {
          format: 'csv',
          filters: { from: '2025-03-02', to: '2025-03-01' },
        });
        expect(reversed.statusCode).toBe(400);
      });
    });

    describe('POST /api/report/{broadcastId}/delivery/export', () => {
      it('streams every recipient with masked LINE ids, read 500 at a time, and logs it', async () => {
        const since = await lastLogId(db());

        const response = await exportOf(API_PATHS.reportDeliveryExport(fluId), 'admin-lv1', {
          format: 'xlsx',
        });

        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe('1200');
        const rows = await xlsxRows(response.rawPayload, DELIVERY_HEADERS.length);
        expect(rows).toHaveLength(1201);
        expect(rows[0]).toEqual(DELIVERY_HEADERS);
        expect(rows[1]).toEqual([
          1,
          maskLineUserId(fluRecipients[0] ?? ''),
          'ส่งสำเร็จ',
          null,
          1,
          '09/03/2568 00:31',
        ]);
        expect(rows[1001]).toEqual([
          1001,
          maskLineUserId(fluRecipients[1000] ?? ''),
          'ส่งสำเร็จ',
          null,
          3,
          '09/03/2568 00:33',
        ]);
        expect(rows[1151]).toEqual([
          1151,
          maskLineUserId(fluRecipients[1150] ?? ''),
          'ส่งไม่สำเร็จ',
          REFUSED,
          4,
          null,
        ]);
        expect(rows.slice(1).map((row) => row[1])).toEqual(fluRecipients.map(maskLineUserId));
        expect(rows.slice(1).map((row) => row[0])).toEqual(fluRecipients.map((_, i) => i + 1));
        expect(mockReads).toEqual([
          { offset: 0, limit: 500 },
          { offset: 500, limit: 500 },
          { offset: 1000, limit: 500 },
        ]);
        const logged = await logSince(db(), since);
        expect(logged.map((entry) => [entry.menu, entry.action, entry.subject])).toEqual([
          [ACTIVITY_MENU.report, ACTIVITY_ACTION.export, 'ประวัติการส่ง: วัคซีนไข้หวัดใหญ่'],
        ]);
      });

      it('writes the CSV with a BOM and never a whole LINE userId', async () => {
        const response = await exportOf(API_PATHS.reportDeliveryExport(fluId), 'super-admin', {
          format: 'csv',
        });

        expect(response.body.startsWith('\uFEFF')).toBe(true);
        const lines = csvLines(response.body);
        expect(lines[0]).toBe(DELIVERY_HEADERS.join(','));
        expect(lines[1151]).toBe(
          `1151,${maskLineUserId(fluRecipients[1150] ?? '')},ส่งไม่สำเร็จ,${REFUSED},4,`,
        );
        for (const id of fluRecipients) expect(response.body).not.toContain(id);
      });

      it('is a 404 for another unit’s broadcast or one that never started, 403 for LV3', async () => {
        const status = async (id: number, as: RoleIdentity, body: object = { format: 'csv' }) =>
          (await exportOf(API_PATHS.reportDeliveryExport(id), as, body)).statusCode;

        expect(await status(neighbourBroadcastId, 'admin-lv1')).toBe(404);
        expect(await status(neighbourBroadcastId, 'super-admin')).toBe(200);
        expect(await status(draftId, 'super-admin')).toBe(404);
        expect(await status(fluId, 'admin-lv3')).toBe(403);
        expect(await status(fluId, 'admin-lv1', { format: 'pdf' })).toBe(400);
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
