import { DEMO_HOSPITAL } from '@hbc/contracts';
import { sql } from 'drizzle-orm';
import { CidProtection } from '../../cid/cid-protection';
import { citizen, province } from '../../db/schema';
import { bangkokDay } from '../segment/bangkok-day';
import { insertUnit, unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { copyField, copyLine, copyRows, copyTextArray } from './copy-rows';
import { demoUnitIds, seedDemoCitizens, seedSyntheticCitizens } from './seed-citizens';
import { syntheticPopulation } from './synthetic-citizens';

const DEMO_CITIZENS = 1_500;

describeEachDatabase(
  'seeding synthetic citizens',
  (ctx) => {
    const db = () => ctx.app.db;
    const protection = () => new CidProtection(ctx.app.config.cidKeys);
    const countIn = async (unitIds: readonly number[]) => {
      const { rows } = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from ${citizen} where unit_id = any(${sql.param(unitIds)}::int[])`,
      );
      return rows[0]?.n ?? 0;
    };

    it('loads the demo citizens at start (SEED_DEMO_CITIZENS), most with the demo staff’s hospital', async () => {
      const units = await demoUnitIds(db());
      expect(await countIn(units)).toBe(DEMO_CITIZENS);
      expect(await countIn([await unitIdOf(db(), DEMO_HOSPITAL.hcode)])).toBe(DEMO_CITIZENS * 0.6);
      const { rows } = await db().execute<{ units: number }>(
        sql`select count(distinct unit_id)::int as units from ${citizen}`,
      );
      expect(rows[0]?.units).toBe(units.length);
    });

    it('adds nothing to demo units that hold enough, and only the difference to fewer', async () => {
      const units = await demoUnitIds(db());
      expect(
        await seedDemoCitizens(ctx.database, { target: DEMO_CITIZENS, protection: protection() }),
      ).toBe(0);
      expect(await countIn(units)).toBe(DEMO_CITIZENS);

      expect(
        await seedDemoCitizens(ctx.database, {
          target: DEMO_CITIZENS + 500,
          protection: protection(),
        }),
      ).toBe(500);
      expect(await countIn(units)).toBe(DEMO_CITIZENS + 500);
    });

    it('loads a given number into given units, the largest first, each CID hashed with the key', async () => {
      const [big, small] = [await insertUnit(db(), { provinceId: 50 }), await insertUnit(db())];
      const progress: number[] = [];
      const { rows: before } = await db().execute<{ next: string }>(
        sql`select case when is_called then last_value else 0 end as next from citizen_id_seq`,
      );

      const added = await seedSyntheticCitizens(ctx.database, {
        count: 25_000,
        units: [small.id],
        largest: { unitId: big.id, count: 20_000 },
        protection: protection(),
        seed: 7,
        onProgress: (done) => progress.push(done),
      });

      expect(added).toBe(25_000);
      expect(await countIn([big.id])).toBe(20_000);
      expect(await countIn([small.id])).toBe(5_000);
      expect(progress).toEqual([10_000, 20_000, 25_000]);
      // The first of them is citizen `next` of population 7, at home in the big unit's province.
      const provinces = await db().select({ id: province.id }).from(province).orderBy(province.id);
      const first = syntheticPopulation(7, bangkokDay()).citizenOf(Number(before[0]?.next), {
        provinceId: 50,
        provinceIds: provinces.map((row) => row.id),
      });
      const { rows } = await db().execute<Record<string, unknown>>(
        sql`select unit_id, birth_date::text as birth_date, sex, line_user_id, follow_status, tags
            from ${citizen} where cid_hash = ${protection().hashCid(first.cid)}`,
      );
      expect(rows).toEqual([
        {
          unit_id: big.id,
          birth_date: first.birthDate,
          sex: first.sex,
          line_user_id: first.lineUserId,
          follow_status: first.followStatus,
          tags: first.tags,
        },
      ]);
      // A second run makes other people: no CID or LINE userId taken twice.
      await seedSyntheticCitizens(ctx.database, {
        count: 1_000,
        units: [small.id],
        protection: protection(),
        seed: 7,
      });
      expect(await countIn([small.id])).toBe(6_000);
    }, 120_000);

    it('copies text with tabs, line breaks, backslashes, quotes and nulls exactly (COPY on this driver)', async () => {
      await db().execute(sql`create table copy_probe (a text, b text[], c int)`);
      const texts = [
        'tab\there',
        'line\nbreak\r\n',
        'back\\slash \\N',
        'quote " and {brace}, comma',
        'ไทย',
      ];
      const chunks = [
        copyLine([copyField(texts[0] ?? ''), copyTextArray(texts), copyField(1)]),
        texts
          .slice(1)
          .map((text, i) => copyLine([copyField(text), copyTextArray([text]), copyField(i + 2)]))
          .join('') + copyLine([copyField(null), copyTextArray([]), copyField(null)]),
      ];

      await copyRows(ctx.database, 'copy_probe', ['a', 'b', 'c'], chunks);

      const { rows } = await db().execute<{ a: string | null; b: string[]; c: number | null }>(
        sql`select a, b, c from copy_probe order by c nulls last`,
      );
      expect(rows).toEqual([
        { a: texts[0], b: texts, c: 1 },
        ...texts.slice(1).map((text, i) => ({ a: text, b: [text], c: i + 2 })),
        { a: null, b: [], c: null },
      ]);
    });
  },
  { env: { SEED_DEMO_DATA: 'true', SEED_DEMO_CITIZENS: String(DEMO_CITIZENS) } },
);
