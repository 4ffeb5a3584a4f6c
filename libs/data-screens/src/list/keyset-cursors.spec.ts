import { KeysetCursors } from './keyset-cursors';

const page = (n: number, extra: object = {}) => ({ page: n, pageSize: 20, ...extra });

describe('KeysetCursors', () => {
  it('starts a page after the last row of the page before it', () => {
    const cursors = new KeysetCursors<string>();
    expect(cursors.startOf(page(1))).toBeUndefined();
    cursors.rememberNext(page(1), 'last of 1');
    expect(cursors.startOf(page(2))).toBe('last of 1');
    cursors.rememberNext(page(2), 'last of 2');
    expect(cursors.startOf(page(3))).toBe('last of 2');
    expect(cursors.startOf(page(2))).toBe('last of 1');
  });

  it('knows no start for the first page, or a page jumped to', () => {
    const cursors = new KeysetCursors<string>();
    cursors.rememberNext(page(1), 'last of 1');
    expect(cursors.startOf(page(1))).toBeUndefined();
    expect(cursors.startOf(page(7))).toBeUndefined();
  });

  it('forgets every start when the search, sort, filters or page size change', () => {
    const cursors = new KeysetCursors<string>();
    cursors.rememberNext(page(1), 'last of 1');
    expect(cursors.startOf(page(2, { filters: { menu: 'จัดการสิทธิ์' } }))).toBeUndefined();
    expect(cursors.startOf(page(2))).toBeUndefined();

    cursors.rememberNext(page(1), 'last of 1');
    expect(cursors.startOf(page(2, { search: 'สมชาย' }))).toBeUndefined();
    cursors.rememberNext(page(1), 'last of 1');
    expect(cursors.startOf({ page: 2, pageSize: 50 })).toBeUndefined();
  });
});
