import type { ListQuery } from '@hbc/contracts';

type PageQuery = ListQuery<string, object>;

/**
 * Where each page of a keyset-paged list starts, as far as staff have paged through it: the
 * cursor of page n + 1 is that of page n's last row. Known only for the criteria (search,
 * sort, filters, page size) they were found under; any other criteria start afresh.
 */
export class KeysetCursors<Cursor> {
  private criteria = '';
  private byPage = new Map<number, Cursor>();

  /** Where `query`'s page starts, when the page before it was seen under the same criteria. */
  startOf(query: PageQuery): Cursor | undefined {
    this.keepFor(query);
    return query.page > 1 ? this.byPage.get(query.page) : undefined;
  }

  /** Remembers that the page after `query`'s starts after the row whose cursor is `cursor`. */
  rememberNext(query: PageQuery, cursor: Cursor): void {
    this.keepFor(query);
    this.byPage.set(query.page + 1, cursor);
  }

  private keepFor(query: PageQuery): void {
    const { page: _page, ...criteria } = query;
    const key = JSON.stringify(criteria);
    if (key === this.criteria) return;
    this.criteria = key;
    this.byPage = new Map();
  }
}
