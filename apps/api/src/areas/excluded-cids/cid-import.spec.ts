import {
  CID_IMPORT_MAX_BYTES,
  CID_IMPORT_MAX_ROWS,
  CID_IMPORT_PREVIEW_ROWS,
  CID_MESSAGES,
  type CidImportPreview,
  EXCLUDED_CID_MESSAGES,
  type ExcludedCidRecord,
  formatCid,
  maskCid,
} from '@hbc/contracts';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { purgeExpiredCidImports } from '../../cid/import/cid-import-store';
import { cidImport, cidImportRow, excludedCid } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/sign-in';
import { insertUser, lastLogId, logSince } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { accessTokenOf } from '../users/testing/user-calls';
import {
  cidCalls,
  csvBase64,
  thirteenDigitRuns,
  validCid,
  wrongCheckDigit,
} from './testing/cid-calls';

const MENU = 'จำกัดการส่ง CID';
const DEFAULT_REASON = 'ขอไม่รับข่าวสารทาง LINE';

/** An XLSX file built the way a spreadsheet program saves one. */
async function xlsxBase64(rows: readonly (readonly unknown[])[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('รายชื่อ');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describeEachDatabase(
  'importing excluded CIDs: /api/setting/cid/import',
  (ctx) => {
    let api: ReturnType<typeof cidCalls>;
    let token: string;
    const db = () => ctx.app.db;

    beforeAll(async () => {
      api = cidCalls(ctx.app);
      const user = await insertUser(db(), {
        role: 'SUPER_ADMIN',
        firstName: 'ผู้นำเข้า',
        lastName: 'ทดสอบ',
      });
      token = await accessTokenOf(ctx.app, user.id);
    }, 60_000);

    const excludedCount = async () =>
      (await db().select({ n: count() }).from(excludedCid))[0]?.n ?? 0;
    const importCount = async () => (await db().select({ n: count() }).from(cidImport))[0]?.n ?? 0;

    /** A preview that must succeed. */
    async function previewed(base64: string, fileName = 'รายชื่อ.csv'): Promise<CidImportPreview> {
      const response = await api.preview(token, { fileName, reason: DEFAULT_REASON, base64 });
      if (response.statusCode !== 200) throw new Error(`preview: ${response.body}`);
      expect(thirteenDigitRuns(response.body)).toEqual([]);
      return (response.json() as { data: CidImportPreview }).data;
    }

    /** The reason the list shows for `cid` (searched by its hash). */
    async function listed(cid: string): Promise<ExcludedCidRecord[]> {
      return (await api.list(token, { search: cid })).json().data as ExcludedCidRecord[];
    }

    describe('a CSV with every kind of row', () => {
      const [a, b, c, d] = [validCid(1001), validCid(1002), validCid(1003), validCid(1004)];
      const badCheck = wrongCheckDigit(validCid(1005));
      const lines = [
        'ชื่อ,เลขประจำตัวประชาชน,เหตุผล',
        `สมชาย,${formatCid(a)},ย้ายที่อยู่`,
        '',
        `สมหญิง,${badCheck},`,
        'สมศรี,11017002307O5,',
        'สมปอง,123456789012,',
        `สมใจ,${a},ซ้ำ`,
        `สมหมาย,${b},`,
        `สมคิด,${c},`,
        'สมพร,,มีเหตุผลแต่ไม่มีเลข',
        `"ช, ซ","${d}","เหตุผล, มีจุลภาค"`,
        ' , , ',
      ];

      it('previews valid, invalid, duplicate and listed rows, masked, adding nothing', async () => {
        await api.add(token, { cid: b, reason: 'มีอยู่ก่อน' });
        const before = await excludedCount();

        const preview = await previewed(csvBase64(lines, { bom: true }));

        expect(preview).toEqual({
          importId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          fileName: 'รายชื่อ.csv',
          totalRows: 9,
          validRows: 3,
          invalidRows: 4,
          duplicateRows: 1,
          alreadyExcludedRows: 1,
          problems: [
            { row: 4, kind: 'invalid', value: maskCid(badCheck), message: CID_MESSAGES.checkDigit },
            { row: 5, kind: 'invalid', value: '1101…', message: CID_MESSAGES.notDigits },
            { row: 6, kind: 'invalid', value: '1234…', message: CID_MESSAGES.length },
            {
              row: 7,
              kind: 'duplicate',
              value: maskCid(a),
              message: EXCLUDED_CID_MESSAGES.duplicateInFile(2),
            },
            {
              row: 8,
              kind: 'alreadyExcluded',
              value: maskCid(b),
              message: EXCLUDED_CID_MESSAGES.alreadyInList,
            },
            { row: 10, kind: 'invalid', value: '', message: CID_MESSAGES.required },
          ],
          valid: [
            { row: 2, kind: 'valid', value: maskCid(a), message: '' },
            { row: 9, kind: 'valid', value: maskCid(c), message: '' },
            { row: 11, kind: 'valid', value: maskCid(d), message: '' },
          ],
        });
        expect(await excludedCount()).toBe(before);
        const staged = await db()
          .select()
          .from(cidImportRow)
          .where(eq(cidImportRow.importId, preview.importId));
        expect(staged.map((row) => row.rowNumber).sort()).toEqual([11, 2, 9]);
        expect(JSON.stringify(staged)).not.toMatch(new RegExp([a, c, d].join('|')));
      });

      it('adds every valid row on confirmation with its own reason or the import’s, logged once', async () => {
        const preview = await previewed(csvBase64(lines), 'ไฟล์-1101700230708.csv');
        const since = await lastLogId(db());

        const response = await api.confirm(token, preview.importId);

        expect(response.json()).toEqual({ message: 'SUCCESS', data: { added: 3 } });
        expect((await listed(a))[0]?.reason).toBe('ย้ายที่อยู่');
        expect((await listed(c))[0]?.reason).toBe(DEFAULT_REASON);
        expect((await listed(d))[0]).toMatchObject({
          cidMasked: maskCid(d),
          reason: 'เหตุผล, มีจุลภาค',
          createdByName: 'ผู้นำเข้า ทดสอบ',
        });
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({
            action: 'นำเข้าข้อมูล',
            menu: MENU,
            subject: 'ไฟล์ ไฟล์-1-1017-xxxxx-xx-8.csv',
            description: 'นำเข้าเลขประจำตัวประชาชน 3 รายการจากไฟล์ ไฟล์-1-1017-xxxxx-xx-8.csv',
          }),
        ]);
        expect(preview.fileName).toBe('ไฟล์-1-1017-xxxxx-xx-8.csv');
        const again = await api.confirm(token, preview.importId);
        expect({ status: again.statusCode, body: again.json() }).toEqual({
          status: 404,
          body: {
            message: 'NOT_FOUND',
            errors: [{ path: '', message: EXCLUDED_CID_MESSAGES.importGone }],
          },
        });
      });
    });

    it('reads an XLSX built by exceljs: CIDs as numbers or text, a reason column', async () => {
      const [a, b, c] = [validCid(2001), validCid(2002), validCid(2003)];
      const base64 = await xlsxBase64([
        ['CID', 'เหตุผล'],
        [Number(a), 'ย้ายไปต่างประเทศ'],
        [formatCid(b), null],
        [],
        [Number(wrongCheckDigit(c)), 'x'],
        [Number(a), null],
      ]);

      const preview = await previewed(base64, 'รายชื่อ.xlsx');

      expect(preview).toMatchObject({
        totalRows: 4,
        validRows: 2,
        invalidRows: 1,
        duplicateRows: 1,
      });
      expect(preview.valid.map((row) => [row.row, row.value])).toEqual([
        [2, maskCid(a)],
        [3, maskCid(b)],
      ]);
      expect(preview.problems.map((row) => [row.row, row.kind])).toEqual([
        [5, 'invalid'],
        [6, 'duplicate'],
      ]);
      expect((await api.confirm(token, preview.importId)).json().data).toEqual({ added: 2 });
      expect((await listed(a))[0]?.reason).toBe('ย้ายไปต่างประเทศ');
      expect((await listed(b))[0]?.reason).toBe(DEFAULT_REASON);
    });

    it('takes the first column of a file without a header, as a data URL too', async () => {
      const [a, b] = [validCid(3001), validCid(3002)];
      const base64 = csvBase64([a, formatCid(b)]);

      const preview = await previewed(`data:text/csv;base64,${base64}`);

      expect(preview.valid.map((row) => row.row)).toEqual([1, 2]);
      expect(preview.totalRows).toBe(2);
      await api.cancel(token, preview.importId);
    });

    it('reads English headers, case and spacing aside', async () => {
      const preview = await previewed(
        csvBase64(['Name, Citizen_ID ,Reason', `x,${validCid(3101)},r`]),
      );

      expect(preview.valid).toEqual([
        { row: 2, kind: 'valid', value: maskCid(validCid(3101)), message: '' },
      ]);
      await api.cancel(token, preview.importId);
    });

    describe('files it cannot import: 400 at /base64 in Thai, nothing kept', () => {
      const refusal = async (base64: string, fileName = 'x.csv') => {
        const before = await importCount();
        const response = await api.preview(token, { fileName, reason: 'r', base64 });
        expect(await importCount()).toBe(before);
        return { status: response.statusCode, body: response.json() as unknown };
      };
      const at = (message: string) => ({
        status: 400,
        body: { message: 'VALIDATION_ERROR', errors: [{ path: '/base64', message }] },
      });

      it.each([
        ['text that is no base64', '*** not base64 ***', EXCLUDED_CID_MESSAGES.fileUnreadable],
        [
          'a file that is no UTF-8 text (a TIS-620 CSV)',
          Buffer.from([0xe0, 0xc5, 0xa2, 0x2c, 0x31, 0x0a]).toString('base64'),
          EXCLUDED_CID_MESSAGES.fileUnreadable,
        ],
        [
          'binary data with NUL bytes',
          Buffer.from([0x31, 0x00, 0x32, 0x0a]).toString('base64'),
          EXCLUDED_CID_MESSAGES.fileUnreadable,
        ],
        [
          'a ZIP that is no workbook',
          Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]).toString(
            'base64',
          ),
          EXCLUDED_CID_MESSAGES.fileUnreadable,
        ],
        ['an empty file', csvBase64(['', '  ', ',,']), EXCLUDED_CID_MESSAGES.fileEmpty],
        ['a header only', csvBase64(['เลขบัตรประชาชน,เหตุผล']), EXCLUDED_CID_MESSAGES.fileEmpty],
        [
          'a header without a CID column',
          csvBase64(['ชื่อ,นามสกุล', 'ก,ข']),
          EXCLUDED_CID_MESSAGES.noCidColumn,
        ],
      ])('%s', async (_name, base64, message) => {
        expect(await refusal(base64)).toEqual(at(message));
      });

      it('an XLSX without any row', async () => {
        expect(await refusal(await xlsxBase64([]), 'x.xlsx')).toEqual(
          at(EXCLUDED_CID_MESSAGES.fileEmpty),
        );
      });

      it(`more than ${CID_IMPORT_MAX_ROWS} rows`, async () => {
        const rows = Array.from({ length: CID_IMPORT_MAX_ROWS + 1 }, (_, n) => validCid(n));
        expect(await refusal(csvBase64(rows))).toEqual(at(EXCLUDED_CID_MESSAGES.tooManyRows));
      }, 60_000);

      it('a file over 10 MB, however large the body', async () => {
        const justOver = Buffer.alloc(CID_IMPORT_MAX_BYTES + 1, 0x31).toString('base64');
        const farOver = Buffer.alloc(CID_IMPORT_MAX_BYTES * 1.5, 0x31).toString('base64');

        expect(await refusal(justOver)).toEqual(at(EXCLUDED_CID_MESSAGES.fileTooLarge));
        expect(await refusal(farOver)).toEqual(at(EXCLUDED_CID_MESSAGES.fileTooLarge));
      }, 30_000);
    });

    it('admits a body holding 10 MB of base64 (a file of exactly the limit)', async () => {
      // 10 MB of "1\n" lines: every row is a CID of the wrong length.
      const file = Buffer.alloc(CID_IMPORT_MAX_BYTES, '1\n');
      const response = await api.preview(token, {
        fileName: 'big.csv',
        reason: 'r',
        base64: `data:text/csv;base64,${file.toString('base64')}`,
      });

      // Over CID_IMPORT_MAX_ROWS lines: read, and refused for its rows, not its size.
      expect(response.json().errors).toEqual([
        { path: '/base64', message: EXCLUDED_CID_MESSAGES.tooManyRows },
      ]);
    }, 60_000);

    it('imports 20,000 rows: preview, then confirm adds them all', async () => {
      const cids = Array.from({ length: 20_000 }, (_, n) => validCid(500_000 + n));
      const before = await excludedCount();

      const preview = await previewed(csvBase64(['เลขประจำตัวประชาชน', ...cids]));
      const response = await api.confirm(token, preview.importId);

      expect(preview).toMatchObject({ totalRows: 20_000, validRows: 20_000, invalidRows: 0 });
      expect(preview.valid).toHaveLength(CID_IMPORT_PREVIEW_ROWS);
      expect(response.json().data).toEqual({ added: 20_000 });
      expect(await excludedCount()).toBe(before + 20_000);
      expect(await listed(cids.at(-1) ?? '')).toHaveLength(1);
    }, 60_000);

    it('counts a CID added between preview and confirmation as already there', async () => {
      const [a, b] = [validCid(4001), validCid(4002)];
      const preview = await previewed(csvBase64([a, b]));
      await api.add(token, { cid: b, reason: 'เพิ่มระหว่างนั้น' });
      const since = await lastLogId(db());

      const response = await api.confirm(token, preview.importId);

      expect(response.json().data).toEqual({ added: 1 });
      expect((await listed(b))[0]?.reason).toBe('เพิ่มระหว่างนั้น');
      expect((await logSince(db(), since))[0]?.description).toBe(
        'นำเข้าเลขประจำตัวประชาชน 1 รายการจากไฟล์ รายชื่อ.csv (มีในรายการแล้ว 1 รายการ)',
      );
    });

    it('adds all or nothing: a failure midway leaves the list and the import as they were', async () => {
      const cids = Array.from({ length: 50 }, (_, n) => validCid(6000 + n));
      const preview = await previewed(csvBase64(cids));
      const before = await excludedCount();
      // The step after the rows are inserted (the import's deletion) fails.
      await db().execute(sql`
        create function cid_import_refuse_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end; $$`);
      await db().execute(sql`
        create trigger cid_import_refuse_delete before delete on cid_import
        for each row execute function cid_import_refuse_delete()`);
      try {
        const response = await api.confirm(token, preview.importId);

        expect(response.statusCode).toBe(500);
        expect(await excludedCount()).toBe(before);
        expect(await importCount()).toBeGreaterThan(0);
        const staged = await db()
          .select({ n: count() })
          .from(cidImportRow)
          .where(eq(cidImportRow.importId, preview.importId));
        expect(staged[0]?.n).toBe(50);
      } finally {
        await db().execute(sql`drop trigger cid_import_refuse_delete on cid_import`);
        await db().execute(sql`drop function cid_import_refuse_delete()`);
      }
      expect((await api.confirm(token, preview.importId)).json().data).toEqual({ added: 50 });
      expect(await excludedCount()).toBe(before + 50);
    });

    it('forgets an import after its lifetime: 404 to confirm, purged by housekeeping', async () => {
      const preview = await previewed(csvBase64([validCid(7001)]));
      await db()
        .update(cidImport)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(cidImport.id, preview.importId));

      const response = await api.confirm(token, preview.importId);

      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([
        { path: '', message: EXCLUDED_CID_MESSAGES.importGone },
      ]);
      expect(await purgeExpiredCidImports(db())).toBe(1);
      const left = await db().select().from(cidImport).where(eq(cidImport.id, preview.importId));
      expect(left).toEqual([]);
    });

    it('keeps an import its maker’s: another Super Admin gets 404 and cannot cancel it', async () => {
      const preview = await previewed(csvBase64([validCid(8001)]));
      const other = await insertUser(db(), { role: 'SUPER_ADMIN' });
      const otherToken = await accessTokenOf(ctx.app, other.id);

      expect((await api.confirm(otherToken, preview.importId)).statusCode).toBe(404);
      expect((await api.cancel(otherToken, preview.importId)).statusCode).toBe(404);
      expect((await api.cancel(token, preview.importId)).json()).toEqual({
        message: 'SUCCESS',
        data: null,
      });
      expect((await api.confirm(token, preview.importId)).statusCode).toBe(404);
      expect((await api.cancel(token, preview.importId)).statusCode).toBe(404);
      expect(await listed(validCid(8001))).toEqual([]);
    });

    it('previews a file without a valid row, but has nothing to confirm (400)', async () => {
      const preview = await previewed(csvBase64(['cid', wrongCheckDigit(validCid(8501)), 'abc']));
      const since = await lastLogId(db());

      const response = await api.confirm(token, preview.importId);

      expect(preview).toMatchObject({ totalRows: 2, validRows: 0, invalidRows: 2 });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: {
          message: 'VALIDATION_ERROR',
          errors: [{ path: '', message: EXCLUDED_CID_MESSAGES.nothingToImport }],
        },
      });
      expect(await logSince(db(), since)).toEqual([]);
      expect((await api.cancel(token, preview.importId)).statusCode).toBe(200);
    });

    it('answers 400 for an import id that is no UUID', async () => {
      expect((await api.confirm(token, 'abc')).statusCode).toBe(400);
      expect((await api.cancel(token, '123')).statusCode).toBe(400);
    });
  },
  { env: { JWT_SECRET: TEST_JWT_SECRET } },
);
