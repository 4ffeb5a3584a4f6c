import { sql, type SQL } from 'drizzle-orm';
import { waitsForLock } from '../test/lock-waits';
import { insertUnit } from '../test/staff-fixtures';
import { openSeededTestDatabase } from '../test/seeded-test-database';
import { describeEachDriver, type TestDatabase } from '../test/test-database';
import type { Database } from './database';

const UNIT_KEY = 'citizen_unit_id_unit_id_fk';
const PROVINCE_KEY = 'citizen_province_id_province_id_fk';
/** Ids no unit or province has (province codes run from 10 to 96). */
const NO_UNIT = 987_654;
const NO_PROVINCE = 99;

interface Refusal {
  code: unknown;
  constraint: unknown;
  message: string;
}

/** The database's refusal of `statement` (the driver's error, or what Drizzle wraps). */
async function refusalOf(statement: Promise<unknown>): Promise<Refusal> {
  const error: unknown = await statement.then(
    () => new Error('the statement succeeded'),
    (failure: unknown) => failure,
  );
  const cause = (error as { cause?: unknown }).cause;
  const fields = (cause ?? error) as { code?: unknown; constraint?: unknown; message?: unknown };
  return { code: fields.code, constraint: fields.constraint, message: String(fields.message) };
}

function foreignKeyRefusal(constraint: string) {
  return { code: '23503', constraint, message: expect.any(String) };
}

let serial = 0;
function newLineUserId(): string {
  serial += 1;
  return `U${String(serial).padStart(6, '0')}${'e'.repeat(26)}`;
}

/** One citizen row of an insert's VALUES list. */
function citizenValues(unitId: number | null, provinceId: number | null): SQL {
  return sql`(${newLineUserId()}, ${unitId}::integer, ${provinceId}::smallint)`;
}

function insertCitizens(db: Database, rows: SQL[]) {
  return db.execute(
    sql`insert into citizen (line_user_id, unit_id, province_id) values ${sql.join(rows, sql`, `)}`,
  );
}

async function insertCitizen(db: Database, unitId: number | null, provinceId: number | null) {
  const result = await db.execute<{ id: number }>(
    sql`insert into citizen (line_user_id, unit_id, province_id)
        values ${citizenValues(unitId, provinceId)} returning id::int as id`,
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no row');
  return id;
}

async function countOf(db: Database, query: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) q`);
  return result.rows[0]?.n ?? -1;
}

async function citizenOf(db: Database, id: number) {
  const result = await db.execute<{ unitId: number | null; provinceId: number | null }>(
    sql`select unit_id as "unitId", province_id as "provinceId" from citizen where id = ${id}`,
  );
  return result.rows[0];
}

describeEachDriver('citizen references to units and provinces [%s]', (driver) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.handle.db;
  const newUnit = async (provinceId = 40) => (await insertUnit(db(), { provinceId })).id;

  beforeAll(async () => {
    testDatabase = await openSeededTestDatabase(driver);
  }, 60_000);

  afterAll(() => testDatabase?.dispose());

  describe('a citizen written', () => {
    it('of a unit that does not exist is refused as by the unit foreign key, naming no value', async () => {
      const refusal = await refusalOf(insertCitizen(db(), NO_UNIT, 40));

      expect(refusal).toEqual(foreignKeyRefusal(UNIT_KEY));
      expect(refusal.message).toContain('unit_id');
      expect(refusal.message).not.toContain(String(NO_UNIT));
    });

    it('in a province that does not exist is refused as by the province foreign key', async () => {
      const refusal = await refusalOf(insertCitizen(db(), await newUnit(), NO_PROVINCE));

      expect(refusal).toEqual(foreignKeyRefusal(PROVINCE_KEY));
      expect(refusal.message).toContain('province_id');
      expect(refusal.message).not.toContain(String(NO_PROVINCE));
    });

    it('of existing units and provinces, or none, is accepted', async () => {
      const unitId = await newUnit();

      const id = await insertCitizen(db(), unitId, 40);
      const nowhere = await insertCitizen(db(), null, null);

      expect(await citizenOf(db(), id)).toEqual({ unitId, provinceId: 40 });
      expect(await citizenOf(db(), nowhere)).toEqual({ unitId: null, provinceId: null });
    });

    it('in a statement of many, one row of a missing unit, refuses the whole statement', async () => {
      const [unitA, unitB] = [await newUnit(), await newUnit(41)];
      const rows = Array.from({ length: 600 }, (_, i) =>
        citizenValues(i === 377 ? NO_UNIT : i % 2 ? unitA : unitB, i % 3 ? 40 : 41),
      );

      expect(await refusalOf(insertCitizens(db(), rows))).toEqual(foreignKeyRefusal(UNIT_KEY));
      expect(
        await countOf(db(), sql`select from citizen where unit_id in (${unitA}, ${unitB})`),
      ).toBe(0);
    });

    it('moved to a missing unit or province is refused and keeps its references', async () => {
      const unitId = await newUnit();
      const id = await insertCitizen(db(), unitId, 40);

      expect(
        await refusalOf(
          db().execute(sql`update citizen set unit_id = ${NO_UNIT} where id = ${id}`),
        ),
      ).toEqual(foreignKeyRefusal(UNIT_KEY));
      expect(
        await refusalOf(
          db().execute(sql`update citizen set province_id = ${NO_PROVINCE} where id = ${id}`),
        ),
      ).toEqual(foreignKeyRefusal(PROVINCE_KEY));
      expect(await citizenOf(db(), id)).toEqual({ unitId, provinceId: 40 });
    });
  });

  describe('a unit', () => {
    it('deleted leaves its citizens without a unit, and others as they were', async () => {
      const [gone, kept] = [await newUnit(), await newUnit()];
      const ids = [await insertCitizen(db(), gone, 40), await insertCitizen(db(), gone, 41)];
      const other = await insertCitizen(db(), kept, 40);

      await db().execute(sql`delete from unit where id = ${gone}`);

      expect([await citizenOf(db(), ids[0] ?? 0), await citizenOf(db(), ids[1] ?? 0)]).toEqual([
        { unitId: null, provinceId: 40 },
        { unitId: null, provinceId: 41 },
      ]);
      expect(await citizenOf(db(), other)).toEqual({ unitId: kept, provinceId: 40 });
    });

    it('whose citizens belong to it cannot change its id; one without citizens can', async () => {
      const [referenced, free] = [await newUnit(), await newUnit()];
      await insertCitizen(db(), referenced, null);

      expect(
        await refusalOf(db().execute(sql`update unit set id = default where id = ${referenced}`)),
      ).toEqual(foreignKeyRefusal(UNIT_KEY));
      await db().execute(sql`update unit set id = default where id = ${free}`);

      expect(await countOf(db(), sql`select from unit where id = ${referenced}`)).toBe(1);
      expect(await countOf(db(), sql`select from unit where id = ${free}`)).toBe(0);
    });
  });

  describe('a province', () => {
    // Provinces without units: only the citizens' reference is in play.
    it('that citizens live in cannot be deleted; once they moved away it can', async () => {
      const id = await insertCitizen(db(), null, 95);

      expect(await refusalOf(db().execute(sql`delete from province where id = 95`))).toEqual(
        foreignKeyRefusal(PROVINCE_KEY),
      );
      expect(await countOf(db(), sql`select from province where id = 95`)).toBe(1);

      await db().execute(sql`update citizen set province_id = 94 where id = ${id}`);
      await db().execute(sql`delete from province where id = 95`);
      expect(await countOf(db(), sql`select from province where id = 95`)).toBe(0);
    });

    it('that citizens live in cannot change its id; one without citizens can', async () => {
      await insertCitizen(db(), null, 93);

      expect(await refusalOf(db().execute(sql`update province set id = 98 where id = 93`))).toEqual(
        foreignKeyRefusal(PROVINCE_KEY),
      );
      await db().execute(sql`update province set id = 97 where id = 92`);

      expect(await countOf(db(), sql`select from province where id in (92, 93, 97)`)).toBe(2);
    });
  });

  // PGlite is one session: no transaction can be open while another statement runs.
  const onPostgres = driver === 'postgres' ? describe : describe.skip;

  onPostgres('with two transactions at once', () => {
    /**
     * Runs `first` in a transaction left open, meanwhile starts `second` (on another connection),
     * and commits `first` once `second` waits for a lock, or once `second` has ended without.
     */
    async function oneWhileAnotherIsOpen(first: SQL, second: () => Promise<unknown>) {
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let ran!: () => void;
      const ranYet = new Promise<void>((resolve) => (ran = resolve));
      const firstDone = db().transaction(async (tx) => {
        await tx.execute(first);
        ran();
        await committed;
      });
      await Promise.race([ranYet, firstDone]);

      let settled = false;
      const secondDone = second().finally(() => (settled = true));
      secondDone.catch(() => undefined); // the test awaits it
      const waited = await waitsForLock(db(), () => settled);
      commit();
      await firstDone;
      return { waited, second: secondDone };
    }

    it('a province being given a citizen is deleted only after that commits, and then refused', async () => {
      const { waited, second } = await oneWhileAnotherIsOpen(
        sql`insert into citizen (line_user_id, province_id) values (${newLineUserId()}, 91)`,
        () => db().execute(sql`delete from province where id = 91`),
      );

      expect(waited).toBe(true);
      expect(await refusalOf(second)).toEqual(foreignKeyRefusal(PROVINCE_KEY));
      expect(await countOf(db(), sql`select from province where id = 91`)).toBe(1);
    });

    it('a citizen of a province being deleted is added only after that commits, and then refused', async () => {
      const { waited, second } = await oneWhileAnotherIsOpen(
        sql`delete from province where id = 90`,
        () => insertCitizen(db(), null, 90),
      );

      expect(waited).toBe(true);
      expect(await refusalOf(second)).toEqual(foreignKeyRefusal(PROVINCE_KEY));
      expect(await countOf(db(), sql`select from citizen where province_id = 90`)).toBe(0);
    });

    it('a unit being given a citizen is deleted after that commits, leaving the citizen without it', async () => {
      const unitId = await newUnit();
      const lineUserId = newLineUserId();

      const { waited, second } = await oneWhileAnotherIsOpen(
        sql`insert into citizen (line_user_id, unit_id) values (${lineUserId}, ${unitId})`,
        () => db().execute(sql`delete from unit where id = ${unitId}`),
      );

      expect(waited).toBe(true);
      await second;
      const citizen = await db().execute<{ unitId: number | null }>(
        sql`select unit_id as "unitId" from citizen where line_user_id = ${lineUserId}`,
      );
      expect(citizen.rows).toEqual([{ unitId: null }]);
    });
  });
});
