import { seedReferenceData } from '../db/seed/reference-data';
import {
  migrationCount,
  migrateThrough,
  openTestDatabase,
  describeEachDriver,
  type TestDatabase,
} from '../test/test-database';
import { MASK_CIDS_MIGRATION } from './mask-cids-migration';

/** Valid CIDs, and one 13-digit number whose check digit is wrong. */
const CID = '1568187572519';
const OTHER_CID = '1768316990395';
const WRONG = '1568187572518';
const MASK = '1-5681-xxxxx-xx-9';
const OTHER_MASK = '1-7683-xxxxx-xx-5';

/** The migration before the masking one, after which the first `migrate` stops. */
const BEFORE = '0014_identifier_collation';

describeEachDriver(
  'migration 0015 masks the CIDs in free text written before it [%s]',
  (driver) => {
    let testDatabase: TestDatabase;
    const run = async <Row>(text: string, values?: unknown[]) =>
      (await testDatabase.handle.sql.executeSql(text, values)).rows as Row[];
    const one = async <Row>(text: string, values?: unknown[]) => {
      const [row] = await run<Row>(text, values);
      if (!row) throw new Error(`no row: ${text}`);
      return row;
    };
    const triggerStates = () =>
      run<{ name: string; state: string }>(
        `select tgname as name, tgenabled as state from pg_trigger
        where tgrelid = 'activity_log'::regclass and not tgisinternal order by tgname`,
      );
    let statesBefore: { name: string; state: string }[];
    let appliedBefore: unknown;
    let unitId: number;
    let userId: number;

    beforeAll(async () => {
      testDatabase = await openTestDatabase(driver);
      await migrateThrough(testDatabase, BEFORE);
      appliedBefore = await one(`select count(*)::int as n from drizzle.__drizzle_migrations`);
      await seedReferenceData(testDatabase.handle.db);

      ({ id: unitId } = await one<{ id: number }>(
        `insert into unit (hcode, name, kind, province_id)
       values ('54321', $1, 'COMMUNITY_HOSPITAL', 10) returning id`,
        [`โรงพยาบาล ${CID}`],
      ));
      ({ id: userId } = await one<{ id: number }>(
        `insert into app_user (first_name, last_name, role, unit_id)
       values ('๑๕๖๘๑๘๗๕๗๒๕๑๙', '1.7683.16990.39.5', 'ADMIN_LV3', $1) returning id`,
        [unitId],
      ));
      await run(`update province set name_th = $1 where id = 10`, [`กรุงเทพ 1 7683 16990 39 5`]);
      await run(`insert into broadcast (unit_id, title) values ($1, $2)`, [unitId, `ข่าว ${CID}`]);
      await run(`insert into segment_cid_list (unit_id, file_name, size) values ($1, $2, 1)`, [
        unitId,
        `list-${CID}.csv`,
      ]);
      // Two names that differ only in how the CID is written, and one already written masked.
      for (const name of [`กลุ่ม ${CID}`, `กลุ่ม ${CID.slice(0, 5)}-${CID.slice(5)}`, `กลุ่ม ${MASK}`]) {
        await run(`insert into segment (unit_id, name, rules) values ($1, $2, '{}')`, [
          unitId,
          name,
        ]);
      }
      for (const [n, name] of [`ลิงก์ ${CID}`, `ลิงก์ ${MASK}`, `ลิงก์ ${WRONG}`].entries()) {
        await run(
          `insert into tracking_url (unit_id, name, code, target_url) values ($1, $2, $3, $4)`,
          [unitId, name, `code-${n}-xyz`, `https://example.test/?id=${CID}`],
        );
      }
      await run(
        `insert into excluded_cid (cid_hash, cid_encrypted, cid_key_id, reason)
       values ('h1', 'e1', 'k1', $1)`,
        [`ขอไม่รับ ${OTHER_CID}`],
      );
      const { id: importId } = await one<{ id: string }>(
        `insert into cid_import (created_by, file_name, reason, total_rows, valid_rows, invalid_rows,
         duplicate_rows, already_excluded_rows)
       values ($1, $2, $3, 1, 1, 0, 0, 0) returning id`,
        [userId, `cids ${CID}.csv`, `นำเข้า ${OTHER_CID}`],
      );
      await run(
        `insert into cid_import_row (import_id, row_number, cid_hash, cid_encrypted, cid_key_id, reason)
       values ($1, 2, 'h2', 'e2', 'k1', $2)`,
        [importId, `แถว ${CID}`],
      );
      await run(`insert into citizen_import (file_name, message) values ($1, $2)`, [
        `citizens-${CID}.xlsx`,
        `ไม่สำเร็จ ${OTHER_CID}`,
      ]);
      await run(
        `insert into activity_log (user_id, actor_name, action, menu, subject, description)
       values ($1, $2, $3, 'ตั้งค่า', $4, $5), (null, null, 'ดู', 'เมนู', 'ไม่มีเลข', $6)`,
        [
          userId,
          `สมชาย ${CID}`,
          `เพิ่ม ${OTHER_CID}`,
          `s ${CID}`,
          `citizen ${CID} และ ๑๗๖๘๓๑๖๙๙๐๓๙๕`,
          `เลขผิด ${WRONG}`,
        ],
      );
      // A state other than the one 0005 created: the migration must put back what it found.
      await run(`alter table activity_log enable always trigger activity_log_append_only`);
      statesBefore = await triggerStates();

      await testDatabase.handle.migrate();
    }, 120_000);
    afterAll(() => testDatabase?.dispose());

    it('ran after the rows were written, and every migration is recorded once', async () => {
      expect(appliedBefore).toEqual({ n: Number(MASK_CIDS_MIGRATION.slice(0, 4)) });
      expect(await one(`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual({
        n: migrationCount(),
      });
    });

    it('masks names, titles, reasons and file names, whatever the spelling', async () => {
      expect(await one(`select name from unit where id = $1`, [unitId])).toEqual({
        name: `โรงพยาบาล ${MASK}`,
      });
      expect(
        await one(`select first_name, last_name from app_user where id = $1`, [userId]),
      ).toEqual({ first_name: MASK, last_name: OTHER_MASK });
      expect(await one(`select name_th, name_en from province where id = 10`)).toEqual({
        name_th: `กรุงเทพ ${OTHER_MASK}`,
        name_en: 'Bangkok',
      });
      expect(await one(`select title from broadcast`)).toEqual({ title: `ข่าว ${MASK}` });
      expect(await one(`select file_name from segment_cid_list`)).toEqual({
        file_name: `list-${MASK}.csv`,
      });
      expect(await one(`select reason from excluded_cid`)).toEqual({
        reason: `ขอไม่รับ ${OTHER_MASK}`,
      });
      expect(await one(`select file_name, reason from cid_import`)).toEqual({
        file_name: `cids ${MASK}.csv`,
        reason: `นำเข้า ${OTHER_MASK}`,
      });
      expect(await one(`select reason from cid_import_row`)).toEqual({ reason: `แถว ${MASK}` });
      expect(await one(`select file_name, message from citizen_import`)).toEqual({
        file_name: `citizens-${MASK}.xlsx`,
        message: `ไม่สำเร็จ ${OTHER_MASK}`,
      });
    });

    it('keeps names unique in their unit: a masked name that meets another takes its id', async () => {
      const names = async (table: string) =>
        (await run<{ id: number; name: string }>(`select id, name from ${table} order by id`)).map(
          ({ id, name }) => name.replace(` (${id})`, ' (#)'),
        );
      expect(await names('segment')).toEqual([`กลุ่ม ${MASK} (#)`, `กลุ่ม ${MASK} (#)`, `กลุ่ม ${MASK}`]);
      expect(await names('tracking_url')).toEqual([
        `ลิงก์ ${MASK} (#)`,
        `ลิงก์ ${MASK}`,
        `ลิงก์ ${WRONG}`,
      ]);
    });

    it('leaves what must stay exact: link targets, and numbers that are no CID', async () => {
      const targets = await run<{ target_url: string }>(
        `select distinct target_url from tracking_url`,
      );
      expect(targets).toEqual([{ target_url: `https://example.test/?id=${CID}` }]);
      expect(await one(`select description from activity_log where subject = 'ไม่มีเลข'`)).toEqual({
        description: `เลขผิด ${WRONG}`,
      });
    });

    it('masks the activity log, and leaves its append-only triggers as it found them', async () => {
      expect(
        await one(
          `select actor_name, action, subject, description from activity_log where user_id = $1`,
          [userId],
        ),
      ).toEqual({
        actor_name: `สมชาย ${MASK}`,
        action: `เพิ่ม ${OTHER_MASK}`,
        subject: `s ${MASK}`,
        description: `citizen ${MASK} และ ${OTHER_MASK}`,
      });
      expect(statesBefore).toEqual([
        { name: 'activity_log_append_only', state: 'A' },
        { name: 'activity_log_no_truncate', state: 'O' },
      ]);
      expect(await triggerStates()).toEqual(statesBefore);
      await expect(run(`update activity_log set subject = 'แก้'`)).rejects.toThrow(
        'activity_log is append-only: UPDATE is not allowed',
      );
    });

    it('drops the SQL rule once it is done', async () => {
      expect(
        await one(`select count(*)::int as n from pg_proc where proname = 'mask_cids_in_text'`),
      ).toEqual({ n: 0 });
    });
  },
);
