import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLike, listOrder, searchCondition } from './list-query';
import { healthRegion } from './schema';

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
  it('looks for the trimmed, escaped text anywhere in any of the columns', () => {
    const condition = searchCondition(' 5%_ ', [healthRegion.nameTh, healthRegion.nameEn]);
    expect(condition && render([condition])).toMatchObject({
      sql: '("health_region"."name_th" ilike $1 or "health_region"."name_en" ilike $2)',
      params: ['%5\\%\\_%', '%5\\%\\_%'],
    });
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

  it('uses the default sort when none is asked, without repeating the primary key', () => {
    expect(render(listOrder(undefined, source)).sql).toBe('"health_region"."id" asc');
    expect(render(listOrder({ field: 'number', direction: 'desc' }, source)).sql).toBe(
      '"health_region"."id" desc',
    );
  });
});
