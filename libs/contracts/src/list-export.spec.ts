import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  EXPORT_FILE_TYPES,
  EXPORT_FORMATS,
  EXPORT_MAX_ROWS,
  EXPORT_MESSAGES,
  listExportSchema,
} from './list-export';
import { listQuerySchema } from './list-query-schema';

describe('listExportSchema', () => {
  const declared = {
    sort: ['name', 'code'],
    filters: { regionId: Type.Integer({ minimum: 1 }) },
  } as const;
  const schema = listExportSchema({ sort: declared.sort, filters: declared.filters });
  const list = listQuerySchema({ sort: declared.sort, filters: declared.filters });
  const accepts = (query: unknown) => Value.Check(schema, query);

  it('accepts a format with the list’s search, declared sort and filters', () => {
    for (const format of EXPORT_FORMATS) {
      expect(
        accepts({
          format,
          search: 'เขต',
          sort: { field: 'code', direction: 'desc' },
          filters: { regionId: 4 },
        }),
      ).toBe(true);
    }
    expect(accepts({ format: 'csv' })).toBe(true);
  });

  it.each([
    ['no format', {}],
    ['an unknown format', { format: 'pdf' }],
    ['an upper-case format', { format: 'XLSX' }],
    ['paging (an export has every row)', { format: 'csv', page: 1, pageSize: 20 }],
    ['an undeclared sort field', { format: 'csv', sort: { field: 'id', direction: 'asc' } }],
    ['an undeclared filter', { format: 'csv', filters: { unitId: 1 } }],
    ['a declared filter of the wrong type', { format: 'csv', filters: { regionId: 'x' } }],
    ['search over 100 characters', { format: 'csv', search: 'x'.repeat(101) }],
  ])('refuses %s', (_name, query) => {
    expect(accepts(query)).toBe(false);
  });

  it('shares the list’s criteria schemas, so both take the same search, sort and filters', () => {
    for (const key of ['search', 'sort', 'filters'] as const) {
      expect(schema.properties[key]).toEqual(list.properties[key]);
    }
    expect(Object.keys(schema.properties).sort()).toEqual(['filters', 'format', 'search', 'sort']);
  });

  it('names the content type and extension of each format', () => {
    expect(EXPORT_FILE_TYPES.xlsx).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    });
    expect(EXPORT_FILE_TYPES.csv).toEqual({
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    });
  });

  it('tells staff in Thai how many rows are too many and what to do', () => {
    expect(EXPORT_MAX_ROWS).toBe(1_000_000);
    expect(EXPORT_MESSAGES.tooManyRows(1_250_000)).toBe(
      'ข้อมูลที่จะส่งออกมี 1,250,000 แถว เกินกว่า 1,000,000 แถวที่ส่งออกได้ต่อครั้ง กรุณาค้นหาหรือกรองข้อมูลให้น้อยลง',
    );
  });
});
