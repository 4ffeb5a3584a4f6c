import {
  ACTIVITY_MENU,
  CID_MESSAGES,
  CITIZEN_FILE_MAX_BYTES,
  CITIZEN_FILE_MAX_ROWS,
  CITIZEN_IMPORT_MESSAGES,
  CITIZEN_IMPORT_PROBLEMS_SHOWN,
  formatCid,
  type CitizenFileImport,
} from '@hbc/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { CidProtection } from '../../cid/cid-protection';
import { failStaleCitizenImports } from './citizen-import-store';
import { citizen, citizenImport } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/sign-in';
import { insertUnit, insertUser, lastLogId, logSince } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { accessTokenOf } from '../users/testing/user-calls';
import {
  citizenCalls,
  citizenCid,
  csvBase64,
  importEnded,
  xlsxBase64,
} from './testing/citizen-calls';

const HEADER = [
  'ชื่อ',
  'เลขประจำตัวประชาชน',
  'รหัสหน่วยบริการ',
  'จังหวัด',
  'วันเกิด',
  'เพศ',
  'แท็ก',
  'LINE userId',
];

describeEachDatabase(
  'importing a citizen file: /api/citizen/import-file',
  (ctx) => {
    const db = () => ctx.app.db;
    let api: ReturnType<typeof citizenCalls>;
    let protection: CidProtection;
    let hcode: string;
    let unitId: number;
    let superAdmin: string;
    let lv1: string;

    beforeAll(async () => {
      api = citizenCalls(ctx.app);
      protection = new CidProtection(ctx.app.config.cidKeys);
      const unit = await insertUnit(db(), { provinceId: 40 });
      [hcode, unitId] = [unit.hcode, unit.id];
      const admin = await insertUser(db(), { role: 'SUPER_ADMIN' });
      superAdmin = `Bearer ${await accessTokenOf(ctx.app, admin.id)}`;
      const user = await insertUser(db(), { role: 'ADMIN_LV1', unitId });
      lv1 = `Bearer ${await accessTokenOf(ctx.app, user.id)}`;
    }, 60_000);

    /** Starts an import that must be accepted, and waits for its end. */
    async function imported(base64: string, fileName = 'ประชาชน.csv'): Promise<CitizenFileImport> {
      const started = await api.importFile(superAdmin, { fileName, base64 });
      if (started.statusCode !== 200) throw new Error(`import-file: ${started.body}`);
      const data = started.json().data as CitizenFileImport;
      expect(data).toMatchObject({ status: 'RUNNING', processedRows: 0, fileName });
      return importEnded(ctx.app, superAdmin, data.importId);
    }
    const stored = async (cid: string) =>
      (
        await db()
          .select()
          .from(citizen)
          .where(eq(citizen.cidHash, protection.hashCid(cid)))
      )[0];

    describe('a file with good and bad rows', () => {
      const [a, b, c] = [citizenCid(1), citizenCid(2), citizenCid(3)];
      const badCheck = `${a.slice(0, 12)}${(Number(a[12]) + 1) % 10}`;
      // Made when the test runs: the unit is inserted before the first test.
      const rows = (): string[][] => [
        ['สมชาย', formatCid(a), hcode, 'ขอนแก่น', '15/03/2523', 'ชาย', 'เบาหวาน|ความดันโลหิตสูง', ''],
        ['สมหญิง', badCheck, hcode, '40', '1980-01-01', 'หญิง', '', ''],
        ['', b, '99999', '40', '', '', '', ''],
        ['มานี', c, hcode, 'แอตแลนติส', '', '', '', ''],
        [
          'มานะ',
          citizenCid(4),
          hcode,
          '10',
          '2001-02-03',
          'female',
          'ผู้สูงอายุ, อสม.',
          `U${'a'.repeat(32)}`,
        ],
      ];

      it.each([
        [
          'CSV',
          () =>
            csvBase64([
              HEADER.join(','),
              ...rows().map((row) =>
                row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','),
              ),
            ]),
          'ประชาชน.csv',
        ],
        ['XLSX', () => xlsxBase64([HEADER, ...rows()]), 'ประชาชน.xlsx'],
      ] as const)(
        '%s: loads the good rows, names each bad one by its line, logs counts only',
        async (_kind, file, fileName) => {
          const since = await lastLogId(db());
          const first = await imported(await file(), fileName);

          expect(first).toMatchObject({
            status: 'DONE',
            totalRows: 5,
            processedRows: 5,
            received: 5,
            rejected: 3,
            message: null,
            problems: [
              { row: 3, message: CID_MESSAGES.checkDigit },
              { row: 4, message: CITIZEN_IMPORT_MESSAGES.unknownUnit },
              { row: 5, message: CITIZEN_IMPORT_MESSAGES.unknownProvince },
            ],
          });
          expect(first.inserted + first.updated + first.unchanged).toBe(2);
          expect(first.finishedAt).not.toBeNull();
          expect(await stored(a)).toMatchObject({
            unitId,
            provinceId: 40,
            birthDate: '1980-03-15',
            sex: 'MALE',
            tags: ['ความดันโลหิตสูง', 'เบาหวาน'],
          });
          expect(await stored(citizenCid(4))).toMatchObject({
            provinceId: 10,
            birthDate: '2001-02-03',
            sex: 'FEMALE',
            tags: ['ผู้สูงอายุ', 'อสม.'],
            lineUserId: `U${'a'.repeat(32)}`,
          });
          const entries = await logSince(db(), since);
          expect(entries).toMatchObject([
            { menu: ACTIVITY_MENU.citizen, subject: `ไฟล์ ${fileName}` },
          ]);
          expect(JSON.stringify(entries)).not.toMatch(/\d-?\d{4}-?\d{5}-?\d{2}-?\d/);

          // The same file again changes nothing.
          const before = await stored(a);
          const again = await imported(await file(), fileName);
          expect(again).toMatchObject({
            status: 'DONE',
            inserted: 0,
            updated: 0,
            unchanged: 2,
            rejected: 3,
          });
          expect((await stored(a))?.updatedAt).toEqual(before?.updatedAt);
        },
      );
    });

    it('reads a large file in batches to the end, a CID repeated in a later batch refused, the first problems kept', async () => {
      const lines = ['cid,hcode,sex'];
      const total = 12_345;
      for (let n = 0; n < total; n++) {
        // Every fifth row has an unknown sex.
        lines.push(`${citizenCid(10_000 + n)},${hcode},${n % 5 === 0 ? 'x' : 'F'}`);
      }
      // The second row's CID again, two batches further down.
      lines.push(`${citizenCid(10_001)},${hcode},M`);

      const done = await imported(csvBase64(lines));

      expect(done).toMatchObject({
        status: 'DONE',
        totalRows: total + 1,
        processedRows: total + 1,
        inserted: total - Math.ceil(total / 5),
        unchanged: 0,
        rejected: Math.ceil(total / 5) + 1,
      });
      expect((await stored(citizenCid(10_001)))?.sex).toBe('FEMALE');
      expect(done.problems).toHaveLength(CITIZEN_IMPORT_PROBLEMS_SHOWN);
      expect(done.problems[0]).toEqual({ row: 2, message: CITIZEN_IMPORT_MESSAGES.badSex });
      expect(done.problems.at(-1)?.row).toBe(2 + 5 * (CITIZEN_IMPORT_PROBLEMS_SHOWN - 1));
    }, 120_000);

    it('names a CID repeated further down the file as a duplicate of its first line', async () => {
      const cid = citizenCid(50);
      const done = await imported(
        csvBase64([
          'เลขบัตรประชาชน,hcode,เพศ',
          `${cid},${hcode},ชาย`,
          '',
          `${formatCid(cid)},${hcode},หญิง`,
        ]),
      );

      expect(done).toMatchObject({
        inserted: 1,
        rejected: 1,
        problems: [{ row: 4, message: CITIZEN_IMPORT_MESSAGES.duplicateInBatch(2) }],
      });
      expect((await stored(cid))?.sex).toBe('MALE');
    });

    describe('refuses a file that cannot be imported before anything starts (400 at /base64)', () => {
      const imports = async () =>
        (await db().select({ n: count() }).from(citizenImport))[0]?.n ?? 0;
      it.each([
        [
          'unreadable',
          () => Buffer.from([0xff, 0xfe, 0x00, 0x41]).toString('base64'),
          CITIZEN_IMPORT_MESSAGES.fileUnreadable,
        ],
        ['not base64', () => '%%%', CITIZEN_IMPORT_MESSAGES.fileUnreadable],
        [
          'a broken XLSX',
          () => Buffer.from('PK\x03\x04broken').toString('base64'),
          CITIZEN_IMPORT_MESSAGES.fileUnreadable,
        ],
        ['empty', () => csvBase64(['']), CITIZEN_IMPORT_MESSAGES.fileEmpty],
        ['a header only', () => csvBase64(['cid,hcode']), CITIZEN_IMPORT_MESSAGES.fileEmpty],
        [
          'without a unit column',
          () => csvBase64(['cid,เพศ', `${citizenCid(60)},ชาย`]),
          CITIZEN_IMPORT_MESSAGES.missingColumns('รหัสหน่วยบริการ'),
        ],
        [
          'without a header',
          () => csvBase64([`${citizenCid(60)},${hcode}`]),
          CITIZEN_IMPORT_MESSAGES.missingColumns('เลขประจำตัวประชาชน และ รหัสหน่วยบริการ'),
        ],
        [
          'too large',
          () => 'A'.repeat(Math.ceil(CITIZEN_FILE_MAX_BYTES / 3) * 4 + 4),
          CITIZEN_IMPORT_MESSAGES.fileTooLarge,
        ],
        [
          'of too many rows',
          () =>
            Buffer.from(`cid,hcode\n${'1,1\n'.repeat(CITIZEN_FILE_MAX_ROWS + 1)}`).toString(
              'base64',
            ),
          CITIZEN_IMPORT_MESSAGES.tooManyRows,
        ],
      ])(
        '%s',
        async (_kind, file, message) => {
          const before = await imports();
          const response = await api.importFile(superAdmin, {
            fileName: 'ประชาชน.csv',
            base64: file(),
          });

          expect({ status: response.statusCode, body: response.json() }).toEqual({
            status: 400,
            body: { message: 'VALIDATION_ERROR', errors: [{ path: '/base64', message }] },
          });
          expect(await imports()).toBe(before);
        },
        60_000,
      );
    });

    it('answers 404 for an import that is not there, 400 for no UUID, 403 to an Admin LV1', async () => {
      const missing = await api.fileImport(superAdmin, '00000000-0000-4000-8000-000000000000');
      expect({ status: missing.statusCode, body: missing.json() }).toEqual({
        status: 404,
        body: {
          message: 'NOT_FOUND',
          errors: [{ path: '', message: CITIZEN_IMPORT_MESSAGES.importGone }],
        },
      });
      expect((await api.fileImport(superAdmin, 'abc')).statusCode).toBe(400);
      expect((await api.fileImport(lv1, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        403,
      );
      const body = {
        fileName: 'a.csv',
        base64: csvBase64(['cid,hcode', `${citizenCid(70)},${hcode}`]),
      };
      expect((await api.importFile(lv1, body)).statusCode).toBe(403);
    });

    it('fails imports left RUNNING for ten minutes (their process stopped), not newer ones', async () => {
      const [old, recent] = await db()
        .insert(citizenImport)
        .values([
          { fileName: 'old.csv', totalRows: 10, createdAt: new Date(Date.now() - 11 * 60_000) },
          { fileName: 'recent.csv', totalRows: 10, createdAt: new Date(Date.now() - 9 * 60_000) },
        ])
        .returning({ id: citizenImport.id });
      if (!old || !recent) throw new Error('citizen_import insert returned no rows');

      expect(await failStaleCitizenImports(db())).toBe(1);

      const status = async (id: string) =>
        (await db().select().from(citizenImport).where(eq(citizenImport.id, id)))[0];
      expect(await status(old.id)).toMatchObject({
        status: 'FAILED',
        message: CITIZEN_IMPORT_MESSAGES.importFailed,
      });
      expect((await status(old.id))?.finishedAt).not.toBeNull();
      expect(await status(recent.id)).toMatchObject({ status: 'RUNNING', finishedAt: null });
      await db().execute(sql`delete from citizen_import where id = ${recent.id}`);
    });
  },
  { env: { JWT_SECRET: TEST_JWT_SECRET } },
);
