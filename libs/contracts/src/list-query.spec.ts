import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from './list-query';
import { listQuerySchema } from './list-query-schema';

describe('listQuerySchema', () => {
  const schema = listQuerySchema({
    sort: ['name', 'code'],
    filters: { regionId: Type.Integer({ minimum: 1 }) },
  });
  const accepts = (query: unknown) => Value.Check(schema, query);

  it('defaults to the first page of 20 rows', () => {
    expect(Value.Default(schema, {})).toEqual({ page: 1, pageSize: LIST_PAGE_SIZE_DEFAULT });
    expect(LIST_PAGE_SIZE_DEFAULT).toBe(20);
  });

  it('accepts a full query over the declared sort fields and filters', () => {
    expect(
      accepts({
        page: 3,
        pageSize: LIST_PAGE_SIZE_MAX,
        search: 'เขต',
        sort: { field: 'code', direction: 'desc' },
        filters: { regionId: 4 },
      }),
    ).toBe(true);
    expect(accepts({ page: 1, pageSize: 1, filters: {} })).toBe(true);
    expect(accepts({ page: LIST_PAGE_MAX, pageSize: LIST_PAGE_SIZE_MAX })).toBe(true);
  });

  it.each([
    ['page 0', { page: 0, pageSize: 20 }],
    ['a page past the last a list may ask for', { page: LIST_PAGE_MAX + 1, pageSize: 20 }],
    ['a page whose offset no integer holds', { page: Number.MAX_SAFE_INTEGER, pageSize: 20 }],
    ['a page size over 100', { page: 1, pageSize: LIST_PAGE_SIZE_MAX + 1 }],
    ['a fractional page', { page: 1.5, pageSize: 20 }],
    ['search over 100 characters', { page: 1, pageSize: 20, search: 'x'.repeat(101) }],
    [
      'an undeclared sort field',
      { page: 1, pageSize: 20, sort: { field: 'id', direction: 'asc' } },
    ],
    ['an unknown direction', { page: 1, pageSize: 20, sort: { field: 'name', direction: 'up' } }],
    ['an undeclared filter', { page: 1, pageSize: 20, filters: { unitId: 1 } }],
    ['a declared filter of the wrong type', { page: 1, pageSize: 20, filters: { regionId: 'x' } }],
  ])('refuses %s', (_name, query) => {
    expect(accepts(query)).toBe(false);
  });

  it('refuses every filter when the area declares none', () => {
    const bare = listQuerySchema({ sort: ['name'] });
    expect(Value.Check(bare, { page: 1, pageSize: 20, filters: {} })).toBe(true);
    expect(Value.Check(bare, { page: 1, pageSize: 20, filters: { any: 1 } })).toBe(false);
  });
});
