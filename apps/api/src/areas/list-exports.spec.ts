import { API_PATHS, DEMO_HOSPITAL } from '@hbc/contracts';
import { csvLines, xlsxRows } from '../export/testing/read-export';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { bearer, signInTestEnv } from '../test/sign-in';
import { insertUser, lastLogId, logSince, unitIdOf } from '../test/staff-fixtures';
import { describeEachDatabase } from '../test/test-app';
import { signInEachRole, type RoleIdentity } from './users/testing/user-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

describeEachDatabase(
  'unit and user exports',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    beforeAll(async () => {
      tokens = await signInEachRole(ctx.app, fake);
    }, 60_000);

    const exportOf = (url: string, payload: object, token: string) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    const listOf = (url: string, payload: object, token: string) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

    it('exports the units the list shows for the same search, with Thai headers', async () => {
      const criteria = { search: DEMO_HOSPITAL.hcode, sort: { field: 'hcode', direction: 'asc' } };
      const list = await listOf(API_PATHS.healthUnitList, criteria, tokens['super-admin']);
      const csv = await exportOf(
        API_PATHS.healthUnitExport,
        { format: 'csv', ...criteria },
        tokens['super-admin'],
      );

      expect(csv.statusCode).toBe(200);
      const lines = csvLines(csv.body);
      expect(lines[0]).toBe(
        'รหัสหน่วยบริการ,ชื่อหน่วยบริการ,ประเภท,จังหวัด,เขตสุขภาพ,สถานะ,จำนวนเจ้าหน้าที่,จำนวนประชาชน',
      );
      const listed = list.json().data as { hcode: string; name: string }[];
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual(
        listed.map((unit) => [unit.hcode, unit.name]),
      );
      expect(csv.headers['x-total-count']).toBe(String(list.json().total));
    });

    it('exports users without their invite codes, only the LV1’s own unit for an LV1', async () => {
      const marker = `ส่งออก${Date.now()}`;
      const unitId = await unitIdOf(ctx.app.db);
      await insertUser(ctx.app.db, {
        firstName: marker,
        status: 'INVITED',
        unitId,
        inviteCode: `code-${marker}`,
      });
      await insertUser(ctx.app.db, {
        firstName: marker,
        unitId: await unitIdOf(ctx.app.db, '10670'),
      });

      const bySuper = await exportOf(
        API_PATHS.userExport,
        { format: 'xlsx', search: marker },
        tokens['super-admin'],
      );
      const byLv1 = await exportOf(
        API_PATHS.userExport,
        { format: 'csv', search: marker },
        tokens['admin-lv1'],
      );

      const rows = await xlsxRows(bySuper.rawPayload, 8);
      expect(rows[0]).toEqual([
        'ชื่อ',
        'นามสกุล',
        'บทบาท',
        'รหัสหน่วยบริการ',
        'หน่วยบริการ',
        'สถานะ',
        'เข้าสู่ระบบล่าสุด',
        'วันที่สร้าง',
      ]);
      expect(rows).toHaveLength(3);
      expect(bySuper.rawPayload.toString('latin1')).not.toContain(`code-${marker}`);
      const lv1Lines = csvLines(byLv1.body);
      expect(lv1Lines).toHaveLength(2);
      expect(lv1Lines[1]).toContain(DEMO_HOSPITAL.hcode);
    });

    it('refuses roles without the list (403) and logs each export', async () => {
      const since = await lastLogId(ctx.app.db);
      const refused = await exportOf(API_PATHS.userExport, { format: 'csv' }, tokens['admin-lv3']);
      const unitsByLv1 = await exportOf(
        API_PATHS.healthUnitExport,
        { format: 'csv' },
        tokens['admin-lv1'],
      );
      await exportOf(API_PATHS.userExport, { format: 'csv' }, tokens['admin-lv1']);

      expect([refused.statusCode, unitsByLv1.statusCode]).toEqual([403, 403]);
      const logged = await logSince(ctx.app.db, since);
      expect(logged.map((entry) => [entry.menu, entry.action])).toEqual([
        ['จัดการสิทธิ์', 'ส่งออกข้อมูล'],
      ]);
    });
  },
  { env: () => signInTestEnv(fake) },
);
