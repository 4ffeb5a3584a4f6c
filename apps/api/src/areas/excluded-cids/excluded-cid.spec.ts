import {
  CID_MESSAGES,
  EXCLUDED_CID_MESSAGES,
  type ExcludedCidRecord,
  formatCid,
  maskCid,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { excludedCid } from '../../db/schema';
import { csvLines, xlsxRows } from '../../export/testing/read-export';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { lineUserIdOf, signInTestEnv } from '../../test/sign-in';
import { insertUser, lastLogId, logSince, userByLineId } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import {
  accessTokenOf,
  signInEachRole,
  type RoleIdentity,
} from '../users/testing/user-calls';
import { cidCalls, thirteenDigitRuns, validCid, wrongCheckDigit } from './testing/cid-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const LIMITED: readonly RoleIdentity[] = ['admin-lv1', 'admin-lv2', 'admin-lv3'];
const NO_SUCH_ID = 2_147_483_647;
const MENU = 'จำกัดการส่ง CID';

describeEachDatabase(
  'excluded CIDs: /api/setting/cid',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let api: ReturnType<typeof cidCalls>;
    let superName: string;
    const db = () => ctx.app.db;
    const superToken = () => tokens['super-admin'];

    beforeAll(async () => {
      api = cidCalls(ctx.app);
      tokens = await signInEachRole(ctx.app, fake);
      const user = await userByLineId(db(), lineUserIdOf('super-admin'));
      superName = `${user.firstName} ${user.lastName}`;
    }, 120_000);

    /** Adds `cid` as Super Admin; answers the record. */
    async function added(cid: string, reason = 'ขอไม่รับข่าวสาร'): Promise<ExcludedCidRecord> {
      const response = await api.add(superToken(), { cid, reason });
      if (response.statusCode !== 200) throw new Error(`add: ${response.body}`);
      return (response.json() as { data: ExcludedCidRecord }).data;
    }

    describe('who may call', () => {
      const calls = (token: string | null) => [
        api.list(token),
        api.add(token, { cid: validCid(1), reason: 'x' }),
        api.remove(token, 1),
        api.reveal(token, 1),
        api.exportList(token, { format: 'csv' }),
        api.preview(token, { fileName: 'a.csv', reason: 'x', base64: 'YQ==' }),
        api.confirm(token, '00000000-0000-4000-8000-000000000000'),
        api.cancel(token, '00000000-0000-4000-8000-000000000000'),
      ];

      it('answers 401 without a token and 403 to Admin LV1–LV3, on every route', async () => {
        for (const response of await Promise.all(calls(null))) {
          expect(response.statusCode).toBe(401);
        }
        for (const role of LIMITED) {
          for (const response of await Promise.all(calls(tokens[role]))) {
            expect({ role, status: response.statusCode, body: response.json() }).toEqual({
              role,
              status: 403,
              body: { message: 'FORBIDDEN' },
            });
          }
        }
        expect(await db().select().from(excludedCid)).toEqual([]);
      });
    });

    describe('POST /api/setting/cid', () => {
      it('adds a CID typed with dashes, answers it masked and logs it masked', async () => {
        const cid = validCid(101);
        const since = await lastLogId(db());

        const response = await api.add(superToken(), {
          cid: formatCid(cid),
          reason: 'ขอไม่รับข่าวสาร',
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          message: 'SUCCESS',
          data: {
            id: expect.any(Number),
            cidMasked: maskCid(cid),
            reason: 'ขอไม่รับข่าวสาร',
            createdByName: superName,
            createdAt: expect.any(String),
          },
        });
        expect(response.body).not.toContain(cid);
        const [stored] = await db()
          .select()
          .from(excludedCid)
          .where(eq(excludedCid.id, response.json().data.id));
        expect(stored?.cidHash).toMatch(/^[0-9a-f]{64}$/);
        expect(stored?.cidKeyId).toBe('development');
        expect(JSON.stringify(stored)).not.toContain(cid);
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({
            action: 'เพิ่ม',
            menu: MENU,
            subject: `เลขประจำตัวประชาชน ${maskCid(cid)}`,
            description: `เพิ่มเลขประจำตัวประชาชน ${maskCid(cid)} ในรายการจำกัดการส่ง เหตุผล: ขอไม่รับข่าวสาร`,
            actorName: superName,
            ip: '127.0.0.1',
          }),
        ]);
      });

      it.each([
        ['', CID_MESSAGES.required],
        ['  -  ', CID_MESSAGES.required],
        ['11017002307O5', CID_MESSAGES.notDigits],
        ['110170023070', CID_MESSAGES.length],
        ['11017002307051', CID_MESSAGES.length],
        [wrongCheckDigit(validCid(102)), CID_MESSAGES.checkDigit],
      ])('refuses %j with its problem at /cid, never echoing it', async (cid, message) => {
        const since = await lastLogId(db());

        const response = await api.add(superToken(), { cid, reason: 'ทดสอบ' });

        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 400,
          body: { message: 'VALIDATION_ERROR', errors: [{ path: '/cid', message }] },
        });
        if (cid.trim() !== '') expect(response.body).not.toContain(cid);
        expect(await logSince(db(), since)).toEqual([]);
      });

      it('refuses a blank reason and unknown fields', async () => {
        const response = await api.add(superToken(), { cid: validCid(103), reason: '  ' });
        const extra = await api.add(superToken(), { cid: validCid(103), reason: 'x', note: 1 });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ path: '/reason', message: expect.any(String) }]);
        expect(extra.statusCode).toBe(400);
      });

      it('answers 409 at /cid for a CID on the list already, however it is written', async () => {
        const cid = validCid(104);
        await added(cid);
        const since = await lastLogId(db());

        for (const written of [cid, formatCid(cid), ` ${cid.replace(/(\d{4})/g, '$1 ')}`]) {
          const response = await api.add(superToken(), { cid: written, reason: 'ซ้ำ' });
          expect({ status: response.statusCode, body: response.json() }).toEqual({
            status: 409,
            body: {
              message: 'CONFLICT',
              errors: [{ path: '/cid', message: EXCLUDED_CID_MESSAGES.alreadyExcluded }],
            },
          });
        }
        expect(await logSince(db(), since)).toEqual([]);
      });

      it('masks a CID typed into the reason', async () => {
        const other = validCid(106);

        const record = await added(validCid(105), `ญาติของ ${other} ขอไม่รับ`);

        expect(record.reason).toBe(`ญาติของ ${maskCid(other)} ขอไม่รับ`);
      });
    });

    describe('POST /api/setting/cid/list', () => {
      const SEARCHED = ['ค้นหา-ก', 'ค้นหา-ข', 'ค้นหา-ค'];
      const cids = [validCid(201), validCid(202), validCid(203)] as const;
      let records: ExcludedCidRecord[];
      let other: { id: number; name: string };

      beforeAll(async () => {
        records = [];
        for (const [index, cid] of cids.entries()) {
          records.push(await added(cid, SEARCHED[index]));
        }
        const user = await insertUser(db(), {
          role: 'SUPER_ADMIN',
          firstName: 'ผู้เพิ่ม',
          lastName: 'อีกคน',
        });
        const response = await api.add(await accessTokenOf(ctx.app, user.id), {
          cid: validCid(204),
          reason: 'ค้นหา-ง',
        });
        other = { id: response.json().data.id, name: 'ผู้เพิ่ม อีกคน' };
      });

      it('finds a CID by its full number, with or without dashes, and nothing by part of it', async () => {
        for (const search of [cids[1], formatCid(cids[1]), ` ${formatCid(cids[1])} `]) {
          const response = await api.list(superToken(), { search });
          expect(response.json()).toEqual({ message: 'SUCCESS', data: [records[1]], total: 1 });
        }
        const part = await api.list(superToken(), { search: cids[1].slice(0, 8) });
        expect(part.json().total).toBe(0);
        const wrong = await api.list(superToken(), { search: wrongCheckDigit(cids[1]) });
        expect(wrong.json().total).toBe(0);
      });

      it('finds by reason and by the name of who added, sorted as asked', async () => {
        const byReason = await api.list(superToken(), {
          search: 'ค้นหา-',
          sort: { field: 'reason', direction: 'desc' },
        });
        const byName = await api.list(superToken(), { search: 'อีกคน' });
        const byCreator = await api.list(superToken(), {
          search: 'ค้นหา-',
          sort: { field: 'createdByName', direction: 'asc' },
        });

        expect(byReason.json().data.map((row: ExcludedCidRecord) => row.reason)).toEqual([
          'ค้นหา-ง',
          'ค้นหา-ค',
          'ค้นหา-ข',
          'ค้นหา-ก',
        ]);
        expect(byName.json().data).toEqual([
          expect.objectContaining({ id: other.id, createdByName: other.name }),
        ]);
        expect(byCreator.json().data.map((row: ExcludedCidRecord) => row.createdByName)).toEqual(
          [other.name, superName, superName, superName].sort((a, b) => (a < b ? -1 : 1)),
        );
      });

      it('lists newest first by default, every CID masked, pages counted', async () => {
        const response = await api.list(superToken(), { search: 'ค้นหา-', pageSize: 2, page: 2 });

        expect(response.json()).toEqual({
          message: 'SUCCESS',
          data: [records[1], records[0]],
          total: 4,
        });
        const all = await api.list(superToken());
        expect(thirteenDigitRuns(all.body)).toEqual([]);
        expect(
          all
            .json()
            .data.every((row: ExcludedCidRecord) => /^\d-\d{4}-xxxxx-xx-\d$/.test(row.cidMasked)),
        ).toBe(true);
      });

      it('refuses unknown sort fields and filters', async () => {
        const response = await api.list(superToken(), {
          sort: { field: 'cidHash', direction: 'asc' },
        });
        const filtered = await api.list(superToken(), { filters: { cidHash: 'x' } });

        expect(response.statusCode).toBe(400);
        expect(filtered.statusCode).toBe(400);
      });
    });

    describe('POST /api/setting/cid/{id}/reveal and DELETE /api/setting/cid/{id}', () => {
      it('answers the full CID, not to be cached, and logs the reading masked', async () => {
        const cid = validCid(301);
        const record = await added(cid);
        const since = await lastLogId(db());

        const response = await api.reveal(superToken(), record.id);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'SUCCESS', data: { id: record.id, cid } });
        expect(response.headers['cache-control']).toBe('no-store');
        const entries = await logSince(db(), since);
        expect(entries).toEqual([
          expect.objectContaining({
            action: 'ดู CID แบบเต็ม',
            menu: MENU,
            subject: `เลขประจำตัวประชาชน ${maskCid(cid)}`,
            description: `ดูเลขประจำตัวประชาชนแบบเต็มของ ${maskCid(cid)}`,
          }),
        ]);
        expect(JSON.stringify(entries)).not.toContain(cid);
      });

      it('deletes a CID, logged masked; then it is gone (404) and may be added again', async () => {
        const cid = validCid(302);
        const record = await added(cid, 'ย้ายออก');
        const since = await lastLogId(db());

        const response = await api.remove(superToken(), record.id);

        expect(response.json()).toEqual({ message: 'SUCCESS', data: null });
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({
            action: 'ลบ',
            menu: MENU,
            subject: `เลขประจำตัวประชาชน ${maskCid(cid)}`,
            description: `ลบเลขประจำตัวประชาชน ${maskCid(cid)} ออกจากรายการจำกัดการส่ง (เหตุผล: ย้ายออก)`,
          }),
        ]);
        expect((await api.remove(superToken(), record.id)).statusCode).toBe(404);
        expect((await api.reveal(superToken(), record.id)).statusCode).toBe(404);
        expect((await api.add(superToken(), { cid, reason: 'กลับมา' })).statusCode).toBe(200);
      });

      it('answers 404 for an id no CID has and 400 for one that is no id', async () => {
        expect((await api.remove(superToken(), NO_SUCH_ID)).statusCode).toBe(404);
        expect((await api.reveal(superToken(), NO_SUCH_ID)).statusCode).toBe(404);
        expect((await api.remove(superToken(), 'abc')).statusCode).toBe(400);
        expect((await api.reveal(superToken(), 0)).statusCode).toBe(400);
      });
    });

    describe('POST /api/setting/cid/export', () => {
      const cids = [validCid(401), validCid(402)];
      beforeAll(async () => {
        for (const cid of cids) await added(cid, 'ส่งออกทดสอบ');
      });

      it('exports CSV with the CIDs masked, the same rows as the list, and logs the export', async () => {
        const since = await lastLogId(db());
        const response = await api.exportList(superToken(), {
          format: 'csv',
          search: 'ส่งออกทดสอบ',
          sort: { field: 'createdAt', direction: 'asc' },
        });

        expect(response.statusCode).toBe(200);
        const lines = csvLines(response.body);
        expect(lines[0]).toBe('เลขประจำตัวประชาชน,เหตุผล,ผู้เพิ่ม,วันที่เพิ่ม');
        expect(lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual(
          cids.map((cid) => [maskCid(cid), 'ส่งออกทดสอบ', superName]),
        );
        expect(lines[1]).toMatch(/,\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}$/);
        expect(thirteenDigitRuns(response.body)).toEqual([]);
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({ action: 'ส่งออกข้อมูล', menu: MENU }),
        ]);
      });

      it('exports XLSX without any stored CID in it', async () => {
        const response = await api.exportList(superToken(), { format: 'xlsx' });

        expect(response.statusCode).toBe(200);
        const rows = await xlsxRows(response.rawPayload, 4);
        const stored = await db().select({ id: excludedCid.id }).from(excludedCid);
        expect(rows).toHaveLength(stored.length + 1);
        const cells = rows.flat().map((cell) => String(cell));
        for (const cid of cids) expect(cells).toContain(maskCid(cid));
        expect(cells.flatMap(thirteenDigitRuns)).toEqual([]);
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
