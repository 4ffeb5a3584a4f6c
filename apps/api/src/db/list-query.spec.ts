import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLike, isCaseless, listOrder, outerJoined, searchCondition } from './list-query';
import { healthRegion, province } from './schema';

const dialect = new PgDialect();
const render = (parts: Parameters<typeof sql.join>[0]) =>
  dialect.sqlToQuery(sql.join(parts, sql`, `));

describe('escapeLike', () => {
  it.each([
    ['plain text', 'plain text'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\%', '\\%\\_\\\\\\%'],
  ])('escapes %j as %j', (text, pattern) => {
    expect(escapeLike(text)).toBe(pattern);
  });
});

describe('searchCondition', () => {
  it('looks for the trimmed, escaped text anywhere in any of the columns, ignoring case', () => {
    const condition = searchCondition(' Region 5%_ ', [healthRegion.nameTh, healthRegion.nameEn]);
    expect(condition && render([condition])).toMatchObject({
      sql: '("health_region"."name_th" ilike $1 or "health_region"."name_en" ilike $2)',
      params: ['%Region 5\\%\\_%', '%Region 5\\%\\_%'],
    });
  });

  it('uses the faster like for text without cased letters (Thai, digits), the same rows', () => {
    for (const text of ['เขตสุขภาพที่ 5', '10669', '5%_']) {
      const condition = searchCondition(text, [healthRegion.nameTh]);
      expect(condition && render([condition]).sql).toBe('"health_region"."name_th" like $1');
    }
    expect(isCaseless('เขต 5')).toBe(true);
    for (const text of ['Bangkok', 'ß', 'เขต A']) expect(isCaseless(text)).toBe(false);
  });

  it('adds no condition for missing or blank text', () => {
    expect(searchCondition(undefined, [healthRegion.nameTh])).toBeUndefined();
    expect(searchCondition('   ', [healthRegion.nameTh])).toBeUndefined();
  });
});

describe('listOrder', () => {
  const source = {
    sortColumns: { number: healthRegion.id, name: healthRegion.nameTh },
    defaultSort: { field: 'number', direction: 'asc' },
    tiebreak: healthRegion.id,
  } as const;

  it('sorts by the requested column, then by the primary key so that ties keep one order', () => {
    expect(render(listOrder({ field: 'name', direction: 'desc' }, source)).sql).toBe(
      '"health_region"."name_th" desc, "health_region"."id" asc',
    );
  });

  it('sorts a field of several columns by each in turn, all in the requested direction', () => {
    const byNames = {
      ...source,
      sortColumns: { ...source.sortColumns, names: [healthRegion.nameTh, healthRegion.nameEn] },
    } as const;
    expect(render(listOrder({ field: 'names', direction: 'desc' }, byNames)).sql).toBe(
      '"health_region"."name_th" desc, "health_region"."name_en" desc, "health_region"."id" asc',
    );
    const withKey = {
      ...source,
      sortColumns: { ...source.sortColumns, pair: [healthRegion.nameTh, healthRegion.id] },
    } as const;
    expect(render(listOrder({ field: 'pair', direction: 'asc' }, withKey)).sql).toBe(
      '"health_region"."name_th" asc, "health_region"."id" asc',
    );
  });

  it('puts NULLs last in either direction: a nullable column, an outer-joined one, an expression', () => {
    const withNulls = {
      ...source,
      sortColumns: {
        ...source.sortColumns,
        office: healthRegion.officeProvinceCode,
        joined: outerJoined(province.nameTh),
        counted: sql`(select count(*) from ${province})`,
      },
    } as const;
    const order = (field: 'office' | 'joined' | 'counted', direction: 'asc' | 'desc') =>
      render(listOrder({ field, direction }, withNulls)).sql;

    expect(order('office', 'desc')).toBe(
      '"health_region"."office_province_code" desc nulls last, "health_region"."id" asc',
    );
    expect(order('office', 'asc')).toBe(
      '"health_region"."office_province_code" asc, "health_region"."id" asc',
    );
    expect(order('joined', 'desc')).toBe(
      '"province"."name_th" desc nulls last, "health_region"."id" asc',
    );
    expect(order('counted', 'desc')).toBe(
      '(select count(*) from "province") desc nulls last, "health_region"."id" asc',
    );
  });

  it('uses the default sort when none is asked, without repeating the primary key', () => {
    expect(render(listOrder(undefined, source)).sql).toBe('"health_region"."id" asc');
    expect(render(listOrder({ field: 'number', direction: 'desc' }, source)).sql).toBe(
      '"health_region"."id" desc',
    );
  });
});
