import {
  describeEachDriver,
  openDatabaseThrough,
  rowsOf,
  type TestDatabase,
} from '../../test/test-database';

/** The migration before the one that frees half-done invites, after which the first `migrate` stops. */
const BEFORE = '0017_script_and_repeat_visits';

interface UserRow {
  first_name: string;
  line_user_id: string | null;
  invite_used_at: Date | null;
}

describeEachDriver(
  'migration 0018 frees the invites a failed provider step left spent [%s]',
  (driver) => {
    let testDatabase: TestDatabase;
    const run = <Row>(text: string, values?: unknown[]) => rowsOf<Row>(testDatabase, text, values);

    beforeAll(async () => {
      testDatabase = await openDatabaseThrough(driver, BEFORE);
      const [unit] = await run<{ id: number }>(
        `insert into unit (hcode, name, kind, province_id)
       values ('54321', 'โรงพยาบาลทดสอบ', 'COMMUNITY_HOSPITAL', 10) returning id`,
      );
      const rows: [string, string, string | null, string | null, string | null, string | null][] = [
        // name, status, line user, provider, last login, invite used
        ['stuck', 'INVITED', 'U-stuck', null, null, '2026-11-01T00:00:00Z'],
        ['spent-only', 'INVITED', null, null, null, '2026-11-01T00:00:00Z'],
        ['disabled-stuck', 'DISABLED', 'U-disabled', null, null, '2026-11-01T00:00:00Z'],
        [
          'active',
          'ACTIVE',
          'U-active',
          'P-active',
          '2026-11-02T00:00:00Z',
          '2026-11-01T00:00:00Z',
        ],
        [
          'signed-in-then-disabled',
          'DISABLED',
          'U-gone',
          'P-gone',
          '2026-11-02T00:00:00Z',
          '2026-11-01T00:00:00Z',
        ],
        ['fresh', 'INVITED', null, null, null, null],
      ];
      for (const [name, status, line, provider, lastLogin, used] of rows) {
        await run(
          `insert into app_user (first_name, last_name, role, unit_id, status, line_user_id,
           provider_id, last_login_at, invite_used_at)
         values ($1, 'ทดสอบ', 'ADMIN_LV3', $2, $3, $4, $5, $6, $7)`,
          [name, unit?.id, status, line, provider, lastLogin, used],
        );
      }
      await testDatabase.handle.migrate();
    }, 120_000);
    afterAll(() => testDatabase?.dispose());

    const user = async (name: string) => {
      const [row] = await run<UserRow>(
        `select first_name, line_user_id, invite_used_at from app_user where first_name = $1`,
        [name],
      );
      if (!row) throw new Error(`no user ${name}`);
      return row;
    };

    it('unbinds the LINE account and unspends the invite of users who never signed in', async () => {
      for (const name of ['stuck', 'spent-only', 'disabled-stuck']) {
        expect(await user(name)).toMatchObject({ line_user_id: null, invite_used_at: null });
      }
    });

    it('leaves users who signed in, and invites never started, as they were', async () => {
      expect(await user('active')).toMatchObject({ line_user_id: 'U-active' });
      expect((await user('active')).invite_used_at).not.toBeNull();
      expect(await user('signed-in-then-disabled')).toMatchObject({ line_user_id: 'U-gone' });
      expect(await user('fresh')).toMatchObject({ line_user_id: null, invite_used_at: null });
    });
  },
);
