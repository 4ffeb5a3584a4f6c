import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { API_PATHS, DEMO_HOSPITAL, formatCid } from '@hbc/contracts';
import {
  cidCalls,
  csvBase64,
  validCid,
  wrongCheckDigit,
} from '../areas/excluded-cids/testing/cid-calls';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { bearer, signIn, signInTestEnv } from '../test/sign-in';
import { describeEachDatabase } from '../test/test-app';

/** Everything the API logs, at its most detailed level. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** A response as text: JSON and CSV as they are, an XLSX as the text of every cell. */
async function responseText(response: LightMyRequestResponse): Promise<string> {
  if (!String(response.headers['content-type']).includes('spreadsheetml')) return response.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))),
  );
  return cells.join('\n');
}

/** The places `cid` is found in `text`, as digits or dashed. */
const foundIn = (text: string, cids: readonly string[]) =>
  cids.filter((cid) => text.includes(cid) || text.includes(formatCid(cid)));

describeEachDatabase(
  'no full CID at rest, in the logs or in any answer but the reveal',
  (ctx) => {
    it('a whole excluded-CID, citizen-import and segment CID-list scenario leaves the CIDs only in the reveal answer', async () => {
      const api = cidCalls(ctx.app);
      const admin = await signIn(ctx.app, fake, 'super-admin');
      const lv1 = await signIn(ctx.app, fake, 'admin-lv1');
      const one = validCid(7_000_001);
      const imported = Array.from({ length: 40 }, (_, n) => validCid(7_100_000 + n));
      const typo = wrongCheckDigit(validCid(7_000_002));
      const citizens = Array.from({ length: 5 }, (_, n) => validCid(7_200_000 + n));
      const citizenTypo = wrongCheckDigit(validCid(7_200_100));
      const everyCid = [one, ...imported, typo, ...citizens, citizenTypo];

      const answers: LightMyRequestResponse[] = [];
      const keep = async (response: Promise<LightMyRequestResponse>) => {
        const answer = await response;
        answers.push(answer);
        return answer;
      };

      const added = await keep(api.add(admin, { cid: formatCid(one), reason: 'ขอไม่รับข่าวสาร' }));
      expect(added.statusCode).toBe(200);
      expect((await keep(api.add(admin, { cid: one, reason: 'ซ้ำ' }))).statusCode).toBe(409);
      expect((await keep(api.add(admin, { cid: typo, reason: 'พิมพ์ผิด' }))).statusCode).toBe(400);
      expect((await keep(api.add(lv1, { cid: one, reason: 'ไม่มีสิทธิ์' }))).statusCode).toBe(403);

      const file = csvBase64(
        [
          'เลขประจำตัวประชาชน,เหตุผล',
          ...imported.map((cid, n) => `${n % 2 ? formatCid(cid) : cid},นำเข้า`),
          `${imported[0]},ซ้ำในไฟล์`,
          `${one},มีอยู่แล้ว`,
          `${typo},ผิด`,
          '',
        ],
        { bom: true },
      );
      const preview = await keep(
        api.preview(admin, { fileName: 'รายชื่อ.csv', reason: 'นำเข้า', base64: file }),
      );
      expect(preview.statusCode).toBe(200);
      const importId = preview.json().data.importId as string;
      expect((await keep(api.confirm(admin, importId))).statusCode).toBe(200);

      const listed = await keep(api.list(admin, { search: formatCid(imported[3] ?? '') }));
      expect(listed.json().total).toBe(1);
      await keep(api.list(admin, {}));
      for (const format of ['csv', 'xlsx'])
        expect((await keep(api.exportList(admin, { format }))).statusCode).toBe(200);

      // Citizens loaded by the registry and from a file, and a segment's uploaded CID list.
      const lv3 = await signIn(ctx.app, fake, 'admin-lv3');
      const post = (token: string, url: string, payload: object) =>
        keep(ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload }));
      const registered = await post(admin, API_PATHS.citizenImport, {
        rows: [
          { cid: citizens[0], unitHcode: DEMO_HOSPITAL.hcode, sex: 'FEMALE' },
          { cid: formatCid(citizens[1] ?? ''), unitHcode: DEMO_HOSPITAL.hcode },
          { cid: citizens[0], unitHcode: DEMO_HOSPITAL.hcode },
          { cid: citizenTypo, unitHcode: DEMO_HOSPITAL.hcode },
        ],
      });
      expect(registered.statusCode).toBe(200);
      expect(registered.json().data).toMatchObject({ inserted: 2, rejected: 2 });
      const citizenFile = csvBase64(
        [
          'เลขประจำตัวประชาชน,รหัสหน่วยบริการ,เพศ',
          `${citizens[2]},${DEMO_HOSPITAL.hcode},ชาย`,
          `${formatCid(citizens[3] ?? '')},99999,หญิง`,
          `${citizenTypo},${DEMO_HOSPITAL.hcode},ชาย`,
          '',
        ],
        { bom: true },
      );
      const started = await post(admin, API_PATHS.citizenImportFile, {
        fileName: 'ประชาชน.csv',
        base64: citizenFile,
      });
      expect(started.statusCode).toBe(200);
      const citizenImportId = started.json().data.importId as string;
      let finished = { status: 'RUNNING', inserted: 0, rejected: 0 };
      for (let poll = 0; poll < 100; poll += 1) {
        const progress = await keep(
          ctx.app.inject({
            method: 'GET',
            url: API_PATHS.citizenImportFileById(citizenImportId),
            headers: bearer(admin),
          }),
        );
        finished = progress.json().data as { status: string; inserted: number; rejected: number };
        if (finished.status !== 'RUNNING') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(finished).toMatchObject({ status: 'DONE', inserted: 1, rejected: 2 });
      const cidList = await post(lv3, API_PATHS.segmentCidList, {
        fileName: 'กลุ่มเสี่ยง.csv',
        base64: csvBase64(['เลขประจำตัวประชาชน', citizens[4] ?? '', citizenTypo, '']),
      });
      expect(cidList.statusCode).toBe(200);
      expect(cidList.json().data).toMatchObject({ size: 1, invalidRows: 1 });
      // The call centre's lookups: registered citizens, a CID no citizen has, a typo.
      const lookups = [citizens[0], formatCid(citizens[1] ?? ''), imported[0], citizenTypo];
      const looked = [];
      for (const cid of lookups) {
        looked.push((await post(lv1, API_PATHS.citizenDeliveries, { cid: cid ?? '' })).statusCode);
      }
      expect(looked).toEqual([200, 200, 404, 400]);

      const revealed = await api.reveal(admin, added.json().data.id);
      expect(revealed.json().data.cid).toBe(one);

      const row = listed.json().data[0] as { id: number };
      expect((await keep(api.remove(admin, row.id))).statusCode).toBe(200);
      const logList = await keep(
        ctx.app.inject({
          method: 'POST',
          url: API_PATHS.logList,
          headers: bearer(admin),
          payload: { page: 1, pageSize: 100 },
        }),
      );
      expect(logList.statusCode).toBe(200);
      for (const format of ['csv', 'xlsx'])
        await keep(
          ctx.app.inject({
            method: 'POST',
            url: API_PATHS.logExport,
            headers: bearer(admin),
            payload: { format },
          }),
        );

      // The answers (every one kept, the reveal's aside).
      for (const answer of answers)
        expect(foundIn(await responseText(answer), everyCid)).toEqual([]);
      // The log output.
      expect(logged.length).toBeGreaterThan(0);
      expect(foundIn(logged.join('\n'), everyCid)).toEqual([]);
      // Every row of every table of the product and its queue, as text.
      const tables = await ctx.database.sql.executeSql(
        `select table_schema, table_name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      let scanned = 0;
      for (const { table_schema, table_name } of tables.rows as {
        table_schema: string;
        table_name: string;
      }[]) {
        const rows = await ctx.database.sql.executeSql(
          `select t::text as row from "${table_schema}"."${table_name}" t`,
        );
        scanned += rows.rows.length;
        const text = (rows.rows as { row: string }[]).map((r) => r.row).join('\n');
        expect({ table: `${table_schema}.${table_name}`, found: foundIn(text, everyCid) }).toEqual({
          table: `${table_schema}.${table_name}`,
          found: [],
        });
      }
      expect(scanned).toBeGreaterThan(everyCid.length);
      // The scan does find a CID where there is one.
      expect(foundIn(revealed.body, everyCid)).toEqual([one]);
    }, 120_000);
  },
  { env: () => signInTestEnv(fake), logger: { level: 'trace', stream: logStream } },
);
