import {
  CID_MESSAGES,
  CITIZEN_IMPORT_MESSAGES,
  cidCheckDigit,
  type CitizenImportRow,
} from '@hbc/contracts';
import { eq, sql } from 'drizzle-orm';
import { CidProtection } from '../../cid/cid-protection';
import { DEVELOPMENT_CID_KEYS } from '../../cid/cid-keys';
import { citizen } from '../../db/schema';
import { insertUnit } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { CitizenMergeFailed, mergeCitizens } from './merge-citizens';

const protection = new CidProtection(DEVELOPMENT_CID_KEYS);
const NOW = new Date('2026-03-15T05:00:00Z');

/** A valid CID per `n`: 3 followed by `n`, then its check digit. */
function cidOf(n: number): string {
  const twelve = `3${String(n).padStart(11, '0')}`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}
const lineIdOf = (n: number) => `U${n.toString(16).padStart(32, '0')}`;

describeEachDatabase('merging citizens', (ctx) => {
  const db = () => ctx.app.db;
  let hcode: string;
  let otherHcode: string;
  let unitId: number;
  let otherUnitId: number;
  let serial = 0;
  /** A CID no earlier test used. */
  const freshCid = () => cidOf(++serial);

  beforeAll(async () => {
    const first = await insertUnit(db(), { provinceId: 40 });
    const second = await insertUnit(db(), { provinceId: 10 });
    [hcode, unitId, otherHcode, otherUnitId] = [first.hcode, first.id, second.hcode, second.id];
  });

  const merge = (rows: CitizenImportRow[], options = {}) =>
    mergeCitizens(ctx.app.database, protection, rows, { now: NOW, ...options });
  const stored = async (cid: string) => {
    const [row] = await db()
      .select()
      .from(citizen)
      .where(eq(citizen.cidHash, protection.hashCid(cid)));
    return row;
  };
  const full = (cid: string): CitizenImportRow => ({
    cid,
    unitHcode: hcode,
    provinceCode: 40,
    birthDate: '1980-02-29',
    sex: 'FEMALE',
    tags: ['เบาหวาน', 'ความดันโลหิตสูง'],
    lineUserId: lineIdOf(Number(cid.slice(1, 12))),
    followStatus: 'FOLLOWING',
    followedAt: '2025-01-02T03:04:05+07:00',
  });

  it('inserts new citizens, storing the CID only as its keyed hash', async () => {
    const cid = freshCid();
    const result = await merge([full(cid), { cid: freshCid(), unitHcode: hcode }]);

    expect(result).toEqual({
      received: 2,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      problems: [],
    });
    expect(await stored(cid)).toMatchObject({
      unitId,
      provinceId: 40,
      birthDate: '1980-02-29',
      sex: 'FEMALE',
      tags: ['ความดันโลหิตสูง', 'เบาหวาน'],
      followStatus: 'FOLLOWING',
      followedAt: new Date('2025-01-01T20:04:05Z'),
    });
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from citizen where cid_hash like ${`%${cid}%`} or cid_hash = ${cid}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('stores tags holding a backslash, a tab or a quote as written (each way a batch is staged)', async () => {
    const cid = freshCid();
    const tags = ['a\\b', 'c\td', 'e"f', "g'h"];
    expect((await merge([{ ...full(cid), tags }])).inserted).toBe(1);

    expect((await stored(cid))?.tags).toEqual([...tags].sort());
    expect((await merge([{ ...full(cid), tags }])).unchanged).toBe(1);
  });

  it('counts the same rows again as unchanged and writes nothing (updated_at stays)', async () => {
    const cid = freshCid();
    const rows = [full(cid), full(freshCid())];
    await merge(rows);
    const before = await stored(cid);

    const again = await merge(
      // Tags in another order, repeated, and the same instant written in UTC.
      rows.map((row) => ({
        ...row,
        tags: ['เบาหวาน', 'ความดันโลหิตสูง', 'เบาหวาน'],
        followedAt: '2025-01-01T20:04:05.000Z',
      })),
    );

    expect(again).toMatchObject({
      received: 2,
      inserted: 0,
      updated: 0,
      unchanged: 2,
      rejected: 0,
    });
    expect((await stored(cid))?.updatedAt).toEqual(before?.updatedAt);
  });

  it('updates what differs, and a field the row leaves out keeps what is stored', async () => {
    const cid = freshCid();
    await merge([full(cid)]);
    const before = await stored(cid);

    const result = await merge([{ cid, unitHcode: otherHcode, sex: 'MALE' }]);

    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const after = await stored(cid);
    expect(after).toMatchObject({
      unitId: otherUnitId,
      sex: 'MALE',
      provinceId: 40,
      birthDate: '1980-02-29',
      tags: before?.tags,
      lineUserId: before?.lineUserId,
    });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Infinity);
    // An empty tag list is a value: the citizen has no tags any more.
    expect(await merge([{ cid, unitHcode: otherHcode, tags: [] }])).toMatchObject({ updated: 1 });
    expect((await stored(cid))?.tags).toEqual([]);
  });

  it('gives a new citizen the defaults for what the row leaves out', async () => {
    const cid = freshCid();
    await merge([
      { cid: `${cid.slice(0, 1)}-${cid.slice(1, 5)}-${cid.slice(5)}`, unitHcode: hcode },
    ]);

    expect(await stored(cid)).toMatchObject({
      unitId,
      provinceId: null,
      birthDate: null,
      sex: 'UNKNOWN',
      tags: [],
      lineUserId: null,
      followStatus: 'UNKNOWN',
      followedAt: null,
    });
  });

  describe('follow status and time', () => {
    it('are taken for a new citizen and for one whose status is UNKNOWN', async () => {
      const cid = freshCid();
      await merge([{ cid, unitHcode: hcode }]);

      const result = await merge([
        { cid, unitHcode: hcode, followStatus: 'FOLLOWING', followedAt: '2024-05-06T07:08:09Z' },
      ]);

      expect(result).toMatchObject({ updated: 1 });
      expect(await stored(cid)).toMatchObject({
        followStatus: 'FOLLOWING',
        followedAt: new Date('2024-05-06T07:08:09Z'),
      });
    });

    it('are left alone once LINE has said (FOLLOWING or UNFOLLOWED): the row counts unchanged', async () => {
      const cid = freshCid();
      await merge([full(cid)]);
      await db()
        .update(citizen)
        .set({ followStatus: 'UNFOLLOWED', unfollowedAt: new Date('2025-06-01T00:00:00Z') })
        .where(eq(citizen.cidHash, protection.hashCid(cid)));

      const result = await merge([
        { ...full(cid), followStatus: 'FOLLOWING', followedAt: '2025-07-01T00:00:00Z' },
      ]);

      expect(result).toMatchObject({ updated: 0, unchanged: 1 });
      expect(await stored(cid)).toMatchObject({
        followStatus: 'UNFOLLOWED',
        followedAt: new Date('2025-01-01T20:04:05Z'),
        unfollowedAt: new Date('2025-06-01T00:00:00Z'),
      });
    });
  });

  describe('LINE userIds', () => {
    it('merge a row into the citizen a follow event made (no CID yet) instead of a second one', async () => {
      const lineUserId = lineIdOf(0xabc001);
      await db()
        .insert(citizen)
        .values({
          lineUserId,
          followStatus: 'FOLLOWING',
          followedAt: new Date('2025-02-03T04:05:06Z'),
        });
      const cid = freshCid();

      const result = await merge([
        { cid, unitHcode: hcode, lineUserId, followStatus: 'UNFOLLOWED', sex: 'MALE' },
      ]);

      expect(result).toMatchObject({ inserted: 0, updated: 1, rejected: 0 });
      const rows = await db().select().from(citizen).where(eq(citizen.lineUserId, lineUserId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        cidHash: protection.hashCid(cid),
        unitId,
        sex: 'MALE',
        followStatus: 'FOLLOWING',
        followedAt: new Date('2025-02-03T04:05:06Z'),
      });
      expect(await merge([{ cid, unitHcode: hcode, lineUserId }])).toMatchObject({ unchanged: 1 });
    });

    it('move a follow event’s citizen onto the citizen of the CID when both exist', async () => {
      const cid = freshCid();
      await merge([{ cid, unitHcode: hcode, birthDate: '1990-01-01' }]);
      const lineUserId = lineIdOf(0xabc002);
      await db()
        .insert(citizen)
        .values({
          lineUserId,
          followStatus: 'FOLLOWING',
          followedAt: new Date('2025-03-04T05:06:07Z'),
        });

      const result = await merge([{ cid, unitHcode: hcode, lineUserId }]);

      expect(result).toMatchObject({ inserted: 0, updated: 1, rejected: 0 });
      const rows = await db().select().from(citizen).where(eq(citizen.lineUserId, lineUserId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        cidHash: protection.hashCid(cid),
        birthDate: '1990-01-01',
        followStatus: 'FOLLOWING',
        followedAt: new Date('2025-03-04T05:06:07Z'),
      });
    });

    it('refuse a row whose LINE userId belongs to a citizen with another CID', async () => {
      const holder = freshCid();
      const lineUserId = lineIdOf(0xabc003);
      await merge([{ cid: holder, unitHcode: hcode, lineUserId }]);
      const cid = freshCid();

      const result = await merge([
        { cid: freshCid(), unitHcode: hcode },
        { cid, unitHcode: hcode, lineUserId },
      ]);

      expect(result).toMatchObject({
        received: 2,
        inserted: 1,
        rejected: 1,
        problems: [{ row: 2, message: CITIZEN_IMPORT_MESSAGES.lineUserIdTaken }],
      });
      expect(await stored(cid)).toBeUndefined();
      expect((await stored(holder))?.lineUserId).toBe(lineUserId);
    });

    it('count each row once in a batch mixing new, unchanged, changed and a follow event’s citizen', async () => {
      const [same, changed, adopted, fresh] = [freshCid(), freshCid(), freshCid(), freshCid()];
      await merge([full(same), full(changed)]);
      const lineUserId = lineIdOf(0xabc005);
      await db().insert(citizen).values({ lineUserId, followStatus: 'FOLLOWING' });

      const result = await merge([
        full(fresh),
        full(same),
        { ...full(changed), sex: 'MALE' },
        { cid: adopted, unitHcode: hcode, lineUserId },
      ]);

      expect(result).toMatchObject({ inserted: 1, updated: 2, unchanged: 1, rejected: 0 });
      expect((await stored(changed))?.sex).toBe('MALE');
      expect((await stored(adopted))?.lineUserId).toBe(lineUserId);
      expect(await stored(fresh)).toMatchObject({ sex: 'FEMALE', unitId });
    });

    it('refuse the later of two rows of a batch bringing the same LINE userId', async () => {
      const lineUserId = lineIdOf(0xabc004);
      const result = await merge([
        { cid: freshCid(), unitHcode: hcode, lineUserId },
        { cid: freshCid(), unitHcode: hcode, lineUserId },
      ]);

      expect(result).toMatchObject({
        inserted: 1,
        rejected: 1,
        problems: [{ row: 2, message: CITIZEN_IMPORT_MESSAGES.lineUserIdTaken }],
      });
    });
  });

  it('refuses the later of two rows with the same CID, naming the first row', async () => {
    const cid = freshCid();
    const result = await merge(
      [
        { cid, unitHcode: hcode, sex: 'MALE' },
        { cid: freshCid(), unitHcode: hcode },
        { cid: `${cid.slice(0, 4)} ${cid.slice(4)}`, unitHcode: hcode, sex: 'FEMALE' },
      ],
      { rowNumbers: [12, 13, 14] },
    );

    expect(result).toMatchObject({
      received: 3,
      inserted: 2,
      rejected: 1,
      problems: [{ row: 14, message: CITIZEN_IMPORT_MESSAGES.duplicateInBatch(12) }],
    });
    expect((await stored(cid))?.sex).toBe('MALE');
  });

  it('names the first problem of each bad row, by its place, without any value of the row', async () => {
    const good = freshCid();
    const badCheck = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    const cases: [CitizenImportRow, string][] = [
      [{ cid: '', unitHcode: hcode }, CID_MESSAGES.required],
      [{ cid: '12345abc', unitHcode: hcode }, CID_MESSAGES.notDigits],
      [{ cid: '123456789012', unitHcode: hcode }, CID_MESSAGES.length],
      [{ cid: badCheck, unitHcode: hcode }, CID_MESSAGES.checkDigit],
      [{ cid: freshCid(), unitHcode: '99999' }, CITIZEN_IMPORT_MESSAGES.unknownUnit],
      [{ cid: freshCid(), unitHcode: hcode, provinceCode: 29 }, CITIZEN_IMPORT_MESSAGES.unknownProvince],
      [{ cid: freshCid(), unitHcode: hcode, birthDate: '2025-02-29' }, CITIZEN_IMPORT_MESSAGES.badBirthDate],
      [{ cid: freshCid(), unitHcode: hcode, birthDate: '15/03/2500' }, CITIZEN_IMPORT_MESSAGES.badBirthDate],
      [{ cid: freshCid(), unitHcode: hcode, birthDate: '1850-01-01' }, CITIZEN_IMPORT_MESSAGES.badBirthDate],
      [{ cid: freshCid(), unitHcode: hcode, birthDate: '2026-03-16' }, CITIZEN_IMPORT_MESSAGES.futureBirthDate],
      [{ cid: freshCid(), unitHcode: hcode, sex: 'M' as never }, CITIZEN_IMPORT_MESSAGES.badSex],
      [{ cid: freshCid(), unitHcode: hcode, tags: ['เบาหวาน', ' เว้นวรรค'] }, CITIZEN_IMPORT_MESSAGES.badTag],
      [{ cid: freshCid(), unitHcode: hcode, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, CITIZEN_IMPORT_MESSAGES.badTag],
      [{ cid: freshCid(), unitHcode: hcode, lineUserId: 'U123' }, CITIZEN_IMPORT_MESSAGES.badLineUserId],
      [{ cid: freshCid(), unitHcode: hcode, followStatus: 'BLOCKED' as never }, CITIZEN_IMPORT_MESSAGES.badFollowStatus],
      [{ cid: freshCid(), unitHcode: hcode, followedAt: '2025-01-02' }, CITIZEN_IMPORT_MESSAGES.badFollowedAt],
      [{ cid: freshCid(), unitHcode: hcode, followedAt: '2025-02-30T00:00:00Z' }, CITIZEN_IMPORT_MESSAGES.badFollowedAt],
      [{ cid: freshCid(), unitHcode: hcode, followedAt: '2026-03-16T00:00:00Z' }, CITIZEN_IMPORT_MESSAGES.badFollowedAt],
    ]; // prettier-ignore
    const valid = { cid: freshCid(), unitHcode: hcode, birthDate: '2026-03-15', provinceCode: 10 };

    const result = await merge([...cases.map(([row]) => row), valid]);

    expect(result).toMatchObject({
      received: cases.length + 1,
      inserted: 1,
      rejected: cases.length,
    });
    expect(result.problems).toEqual(cases.map(([, message], i) => ({ row: i + 1, message })));
    expect(JSON.stringify(result)).not.toMatch(/\d{8,}/);
  });

  it('writes what the caller adds inside its transaction, told the counts', async () => {
    const seen: unknown[] = [];
    const result = await merge([{ cid: freshCid(), unitHcode: hcode }], {
      inTransaction: async (_tx: unknown, counts: unknown) => {
        seen.push(counts);
      },
    });

    expect(seen).toEqual([result]);
  });

  it('fails with the database error’s code only, never the values it quotes', async () => {
    // Stands for what a concurrent change can make the database refuse, quoting the row.
    await db().execute(sql`create function citizen_probe() returns trigger language plpgsql as $$
      begin raise exception using errcode = '23505', message = 'taken: ' || new.line_user_id,
        detail = 'Key (line_user_id)=(' || new.line_user_id || ') already exists.'; end $$`);
    await db().execute(
      sql`create trigger citizen_probe before insert on citizen for each row execute function citizen_probe()`,
    );
    try {
      const row = full(freshCid());
      const failure = await merge([row]).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(CitizenMergeFailed);
      expect(failure).toMatchObject({ code: '23505' });
      const text = JSON.stringify(failure) + String(failure) + ((failure as Error).stack ?? '');
      expect(text).not.toContain(row.lineUserId);
      expect(text).not.toContain(row.cid);
      expect(await stored(row.cid)).toBeUndefined();
    } finally {
      await db().execute(sql`drop trigger citizen_probe on citizen`);
      await db().execute(sql`drop function citizen_probe()`);
    }
  });

  it('keeps nothing of a batch whose transaction fails', async () => {
    const cid = freshCid();
    await expect(
      merge([{ cid, unitHcode: hcode }], {
        inTransaction: async () => {
          throw new Error('the activity log is gone');
        },
      }),
    ).rejects.toThrow('the activity log is gone');

    expect(await stored(cid)).toBeUndefined();
  });
});
