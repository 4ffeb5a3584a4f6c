import type { ServerList } from '@hbc/data-screens';

/**
 * The list has nothing yet: it answered, without error, no row at all, and no search or filter
 * narrowed it (a search that found nothing is not an empty area).
 */
export function isNothingYet(
  list: Pick<ServerList<unknown>, 'loading' | 'error' | 'rows' | 'total' | 'narrowed'>,
): boolean {
  return (
    !list.loading &&
    list.error === null &&
    list.rows.length === 0 &&
    list.total === 0 &&
    !list.narrowed
  );
}
