import type { ListFilter } from './list-filters';
import {
  checkFilterKeys,
  readListState,
  toListQuery,
  writeListState,
  type ListViewConfig,
} from './list-url-state';

const filters: ListFilter[] = [
  {
    type: 'select',
    key: 'role',
    label: 'บทบาท',
    options: [
      { value: 'ADMIN_LV1', label: 'Admin LV1' },
      { value: 'ADMIN_LV3', label: 'Admin LV3' },
    ],
  },
  { type: 'boolean', key: 'active', label: 'สถานะ', trueLabel: 'ใช้งาน', falseLabel: 'ปิดใช้งาน' },
  {
    type: 'select',
    key: 'region',
    label: 'เขตสุขภาพ',
    options: [{ value: 7, label: 'เขตสุขภาพที่ 7' }],
  },
  {
    type: 'autocomplete',
    key: 'unitId',
    label: 'หน่วยบริการ',
    source: { search: () => Promise.resolve([]) },
    valueType: 'integer',
  },
  {
    type: 'autocomplete',
    key: 'hcode',
    label: 'รหัส',
    source: { search: () => Promise.resolve([]) },
  },
];

const config: ListViewConfig<'name' | 'hcode'> = {
  sortFields: ['name', 'hcode'],
  defaultSort: { field: 'name', direction: 'asc' },
  filters,
};

const read = (query: string) => readListState(new URLSearchParams(query), config);

describe('readListState', () => {
  it('reads an empty query as the first page in the default size and sort', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 20,
      search: '',
      sort: { field: 'name', direction: 'asc' },
      filters: {},
    });
  });

  it('reads page, size, search, sort and each filter in its own type', () => {
    expect(
      read(
        'page=3&pageSize=50&q=ขอนแก่น&sort=hcode&order=desc&role=ADMIN_LV3&active=false&region=7&unitId=42&hcode=10669',
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'ขอนแก่น',
      sort: { field: 'hcode', direction: 'desc' },
      filters: { role: 'ADMIN_LV3', active: false, region: 7, unitId: 42, hcode: '10669' },
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=99999999999', { page: 1 }],
    ['pageSize=1000', { pageSize: 20 }],
    ['pageSize=15', { pageSize: 20 }],
    ['sort=password&order=asc', { sort: { field: 'name', direction: 'asc' } }],
    ['sort=hcode&order=sideways', { sort: { field: 'name', direction: 'asc' } }],
    ['sort=hcode', { sort: { field: 'hcode', direction: 'asc' } }],
    [`q=${'ก'.repeat(150)}`, { search: 'ก'.repeat(100) }],
    ['role=SUPER_ADMIN&active=yes&region=8&unitId=0&hcode=', { filters: {} }],
    ['unitId=12abc', { filters: {} }],
    ['unitId=99999999999', { filters: {} }],
  ])('falls back to the default for a junk value: %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('has no sort when none is given and the list declares no default', () => {
    expect(readListState(new URLSearchParams(''), { sortFields: ['name'] }).sort).toBeUndefined();
  });

  it('takes the first offered size when 20 is not offered', () => {
    expect(
      readListState(new URLSearchParams(''), { sortFields: ['name'], pageSizeOptions: [25, 50] })
        .pageSize,
    ).toBe(25);
  });
});

describe('writeListState', () => {
  it('leaves defaults out and keeps the page’s other keys', () => {
    const written = writeListState(new URLSearchParams('id=7&page=4'), read(''), config);
    expect(written.toString()).toBe('id=7');
  });

  it('writes what differs from the defaults, and reads back the same view', () => {
    const state = read(
      'page=3&pageSize=50&q=ขอนแก่น&sort=hcode&order=desc&role=ADMIN_LV3&active=true&unitId=42',
    );
    const written = writeListState(new URLSearchParams(), state, config);
    expect(Object.fromEntries(written)).toEqual({
      page: '3',
      pageSize: '50',
      q: 'ขอนแก่น',
      sort: 'hcode',
      order: 'desc',
      role: 'ADMIN_LV3',
      active: 'true',
      unitId: '42',
    });
    expect(readListState(written, config)).toEqual(state);
  });

  it('writes no sort when the view is unsorted, so the default applies', () => {
    const written = writeListState(
      new URLSearchParams('sort=hcode&order=desc'),
      { ...read(''), sort: undefined },
      config,
    );
    expect(written.toString()).toBe('');
  });

  it('leaves a blank search out', () => {
    expect(
      writeListState(new URLSearchParams('q=x'), { ...read(''), search: '   ' }, config).toString(),
    ).toBe('');
  });
});

describe('toListQuery', () => {
  it('sends page, size and sort, and only the search and filters that are set', () => {
    expect(toListQuery(read(''))).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(toListQuery(read('q=%20%20ขอนแก่น%20&active=true&page=2'))).toEqual({
      page: 2,
      pageSize: 20,
      search: 'ขอนแก่น',
      sort: { field: 'name', direction: 'asc' },
      filters: { active: true },
    });
  });
});

describe('checkFilterKeys', () => {
  it('refuses a filter key that the list uses itself, or twice', () => {
    expect(() => checkFilterKeys(filters)).not.toThrow();
    const [role, active] = filters as [ListFilter, ListFilter];
    expect(() => checkFilterKeys([{ ...active, key: 'q' }])).toThrow('"q"');
    expect(() => checkFilterKeys([role, role])).toThrow('"role"');
  });
});

describe('a filter whose URL key differs from its key in the list call', () => {
  const province: ListFilter = {
    type: 'autocomplete',
    key: 'provinceId',
    urlKey: 'province',
    label: 'จังหวัด',
    source: { search: () => Promise.resolve([]) },
    valueType: 'integer',
  };
  const renamed: ListViewConfig<'name'> = { sortFields: ['name'], filters: [province] };

  it('reads and writes the URL key, and sends the call key', () => {
    const state = readListState(new URLSearchParams('province=40&provinceId=41'), renamed);
    expect(state.filters).toEqual({ provinceId: 40 });
    expect(toListQuery(state).filters).toEqual({ provinceId: 40 });
    const written = writeListState(
      new URLSearchParams('province=40'),
      { ...state, filters: {} },
      renamed,
    );
    expect(written.toString()).toBe('');
    const back = writeListState(new URLSearchParams(), state, renamed);
    expect(back.toString()).toBe('province=40');
  });

  it('refuses a URL key that the list uses itself, or twice', () => {
    expect(() => checkFilterKeys([{ ...province, urlKey: 'page' }])).toThrow('"page"');
    expect(() => checkFilterKeys([province, { ...province, key: 'other' }])).toThrow('"province"');
  });
});

describe('a date range and a text filter', () => {
  const logConfig: ListViewConfig<'createdAt'> = {
    sortFields: ['createdAt'],
    filters: [
      { type: 'dateRange', key: 'from', label: 'ตั้งแต่วันที่', toKey: 'to', toLabel: 'ถึงวันที่' },
      { type: 'text', key: 'menu', label: 'เมนู', suggestions: ['หน่วยบริการ'] },
    ],
  };
  const readLog = (query: string) => readListState(new URLSearchParams(query), logConfig).filters;

  it('reads both days of the range and any text, trimmed', () => {
    expect(readLog('from=2026-11-01&to=2026-11-23&menu=%20จัดการสิทธิ์%20')).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      menu: 'จัดการสิทธิ์',
    });
    expect(readLog('to=2026-11-23')).toEqual({ to: '2026-11-23' });
  });

  it('drops days that do not exist, a last day before the first, and text too long', () => {
    expect(readLog('from=2026-02-30&to=23/11/2569')).toEqual({});
    expect(readLog('from=2026-11-23&to=2026-11-01')).toEqual({ from: '2026-11-23' });
    expect(readLog(`menu=${'ก'.repeat(101)}`)).toEqual({});
    expect(readLog('menu=%20%20')).toEqual({});
  });

  it('writes both days into the URL and clears each on its own', () => {
    const state = readListState(new URLSearchParams(''), logConfig);
    const both = writeListState(
      new URLSearchParams(''),
      { ...state, filters: { from: '2026-11-01', to: '2026-11-23' } },
      logConfig,
    );
    expect(both.toString()).toBe('from=2026-11-01&to=2026-11-23');
    const onlyFirst = writeListState(
      both,
      { ...state, filters: { from: '2026-11-01' } },
      logConfig,
    );
    expect(onlyFirst.toString()).toBe('from=2026-11-01');
  });

  it("refuses a range whose last day's key the list uses itself", () => {
    expect(() =>
      checkFilterKeys([
        { type: 'dateRange', key: 'from', label: 'ตั้งแต่วันที่', toKey: 'page', toLabel: 'ถึงวันที่' },
      ]),
    ).toThrow('"page"');
  });
});
